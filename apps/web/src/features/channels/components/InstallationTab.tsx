import type { BotSummary } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { webchatSnippet } from '../../../shared/webchat/webchatSnippet.ts';
import { useChannels } from '../api/useChannels.ts';
import { ChannelInstallationCard } from './ChannelInstallationCard.tsx';
import { CopyField } from './CopyField.tsx';

// How to install the chatbot on each of its channels: the webchat snippet for a site, and for each
// provider channel what to paste at the provider, with a connection test.
export function InstallationTab({ bot }: { bot: BotSummary }) {
  const { t } = useTranslation('channels');
  const channels = useChannels();
  const botChannels = channels.data?.filter((channel) => channel.botId === bot._id) ?? [];
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
      <ErrorAlert error={channels.error} />
      {channels.isPending && <p role="status">{t('page.loading')}</p>}
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
