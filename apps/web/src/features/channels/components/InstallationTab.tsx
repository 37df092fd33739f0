import { type BotSummary, discontinuedChannels } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { webchatSnippet } from '../../../shared/webchat/webchatSnippet.ts';
import { useChannels } from '../api/useChannels.ts';
import { type ProviderCardType, providerCards } from '../model/providerCards.ts';
import { ChannelInstallationCard } from './ChannelInstallationCard.tsx';
import { CopyField } from './CopyField.tsx';
import { DiscontinuedChannelCard } from './DiscontinuedChannelCard.tsx';
import { ProviderCard } from './ProviderCard.tsx';
import { SmsChannelForm } from './SmsChannelForm.tsx';

// How to install the chatbot on each of its channels: the webchat snippet for a site, and for each
// provider channel what to paste at the provider, with a connection test; a Telegram bot, a
// Messenger page, an Instagram account and an RCS agent are connected here by their credentials. A
// channel its provider shut down (Google Business Messages) is listed, never enableable.
const cardTypes = Object.keys(providerCards) as ProviderCardType[];

export function InstallationTab({ bot }: { bot: BotSummary }) {
  const { t } = useTranslation('channels');
  const channels = useChannels();
  const botChannels = channels.data?.filter((channel) => channel.botId === bot._id) ?? [];
  const channelOf = (type: string) => botChannels.find((channel) => channel.type === type) ?? null;
  const smsChannel = channelOf('sms');
  return (
    <section aria-label={t('installation.title')}>
      <article aria-label={t('installation.webchat')} className="channels-card">
        <h3>{t('installation.webchat')}</h3>
        <CopyField
          label={t('installation.snippet')}
          value={webchatSnippet(window.location.origin, bot.token)}
          copyLabel={t('installation.copySnippet')}
          rows={2}
        />
      </article>
      {channels.data && (
        <article aria-label={t('sms.title')} className="channels-card">
          <h3>{t('sms.title')}</h3>
          <p className="p-secondary">{t('sms.intro')}</p>
          <SmsChannelForm key={`${smsChannel?.id}:${smsChannel?.provider}`} bot={bot} channel={smsChannel} />
        </article>
      )}
      <ErrorAlert error={channels.error} />
      {channels.isPending && <p role="status">{t('page.loading')}</p>}
      {channels.data &&
        cardTypes.map((type) => (
          <ProviderCard key={type} type={type} bot={bot} channel={channelOf(type)} channels={channels.data} />
        ))}
      {discontinuedChannels.map((channel) => (
        <DiscontinuedChannelCard key={channel.type} channel={channel} />
      ))}
      {botChannels.map((channel) => (
        <ChannelInstallationCard key={channel.id} channel={channel} />
      ))}
      {channels.data && botChannels.length === 0 && (
        <p>
          {t('installation.noChannel')}{' '}
          <Link className="p-link" to={`/settings/chatbot/${encodeURIComponent(bot._id)}/whatsapp`}>
            {t('installation.configure')}
          </Link>
        </p>
      )}
    </section>
  );
}
