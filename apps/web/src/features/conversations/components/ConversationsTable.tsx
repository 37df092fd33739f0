import type { ConversationListItem } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ChannelBadge } from '../../../shared/ui/ChannelBadge.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { conversationPathOf } from '../conversationPaths.ts';

// One row per conversation: the protocol opens it; a text search shows the matching excerpt
// under the name (as text, never markup).
export function ConversationsTable({
  items,
  isLoading,
}: {
  items: ConversationListItem[];
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('conversations');
  const headers = [
    'protocol',
    'contact',
    'channel',
    'chatbot',
    'status',
    'attendant',
    'startedAt',
    'lastMessageAt',
  ] as const;
  return (
    <PlainTable
      headers={headers.map((header) => t(`columns.${header}`))}
      isLoading={isLoading}
      isEmpty={items.length === 0}
      loadingText={t('loading')}
      emptyText={t('list.empty')}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td>
            <Link to={conversationPathOf(item.id)} aria-label={t('list.open', { protocol: item.protocol })}>
              {item.protocol}
            </Link>
          </td>
          <td>
            {item.contactName || t('list.unnamed')}
            {item.excerpt && <span className="conversations-excerpt">{item.excerpt}</span>}
          </td>
          <td>
            <ChannelBadge channel={item.channel} withName />
          </td>
          <td>{item.botName}</td>
          <td>
            {item.finished
              ? t('finished.finished')
              : t(`statuses.${item.status}`, { defaultValue: item.status })}
          </td>
          <td>{item.attendantName ?? ''}</td>
          <td>{formatDateTime(item.startedAt, i18n.language)}</td>
          <td>{formatDateTime(item.lastMessageAt, i18n.language)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
