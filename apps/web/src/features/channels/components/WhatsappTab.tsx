import type { BotSummary } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useChannels } from '../api/useChannels.ts';
import { WhatsappForm } from './WhatsappForm.tsx';

// The chatbot's WhatsApp channel: which provider, and that provider's configuration.
export function WhatsappTab({ bot }: { bot: BotSummary }) {
  const { t } = useTranslation('channels');
  const channels = useChannels();
  const channel = channels.data?.find((c) => c.type === 'whatsapp' && c.botId === bot._id) ?? null;
  return (
    <section aria-label={t('whatsapp.title')}>
      <p className="p-secondary">{t('whatsapp.intro')}</p>
      <ErrorAlert error={channels.error} />
      {channels.isPending && <p role="status">{t('page.loading')}</p>}
      {channels.data && (
        // A new form when the stored channel changes: its fields start from what is stored.
        <WhatsappForm key={`${channel?.id}:${channel?.provider}`} bot={bot} channel={channel} />
      )}
    </section>
  );
}
