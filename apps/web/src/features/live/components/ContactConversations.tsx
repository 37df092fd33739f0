import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ChannelBadge } from '../../../shared/ui/ChannelBadge.tsx';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useContactConversations } from '../api/useContactConversations.ts';
import { StatusTag } from './StatusTag.tsx';

// The contact's other conversations, newest first: a link to the live chat where the caller may
// open one (the server decides, by the live lists' view rule), else only its date, channel and status.
export function ContactConversations({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation('live');
  const list = useContactConversations(conversationId);
  return (
    <section className="live-panel-section" aria-labelledby="live-panel-conversations">
      <h3 id="live-panel-conversations">{t('panel.conversations')}</h3>
      <ErrorAlert error={list.error} />
      {list.data?.length === 0 && <p className="live-tab-note">{t('panel.noConversations')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="live-panel-list" aria-label={t('panel.conversations')}>
          {list.data.map((item, index) => {
            const date = formatDateTime(item.createdAt, i18n.language);
            return (
              <li key={item.id ?? `hidden-${index}`}>
                {item.id ? (
                  <Link to={`/live/${encodeURIComponent(item.id)}`}>
                    {t('panel.conversation', { protocol: item.protocol, date })}
                  </Link>
                ) : (
                  <span>{t('panel.hiddenConversation', { date })}</span>
                )}
                <span className="live-panel-meta">
                  <ChannelBadge channel={item.channel} withName /> <StatusTag status={item.status} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
