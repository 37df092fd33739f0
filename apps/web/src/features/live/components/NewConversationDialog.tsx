import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTimeOnSite } from '../../../shared/format/formatTimeOnSite.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useBrowsingVisitors } from '../api/useBrowsingVisitors.ts';
import { useStartConversation } from '../api/useStartConversation.ts';
import { useNow } from '../hooks/useNow.ts';

interface Props {
  onClose: () => void;
}

// Proactive chat: the visitors on the site now with no conversation, by the page they are on and
// their time on site; picking one opens a room with them. Titles and addresses come from
// customers' pages: shown as text only, never as links or HTML.
export default function NewConversationDialog({ onClose }: Props) {
  const { t } = useTranslation('live');
  const visitors = useBrowsingVisitors(true);
  const start = useStartConversation();
  const navigate = useNavigate();
  const now = useNow(1000);
  const items = visitors.data ?? [];
  return (
    <Modal open title={t('newConversation.title')} onCancel={onClose} footer={null} width={720}>
      <ErrorAlert error={visitors.error ?? start.error} />
      <PlainTable
        headers={[t('newConversation.page'), t('newConversation.timeOnSite'), '']}
        isLoading={visitors.isPending}
        isEmpty={items.length === 0}
        loadingText={t('newConversation.loading')}
        emptyText={t('newConversation.empty')}
      >
        {items.map((visitor) => {
          const page = visitor.title || t('newConversation.untitled');
          return (
            <tr key={`${visitor.botId}:${visitor.visitorId}`}>
              <td>
                <div>{page}</div>
                <div className="p-secondary">{visitor.url ?? ''}</div>
              </td>
              <td>{formatTimeOnSite(visitor.since, now)}</td>
              <td>
                <Button
                  type="primary"
                  aria-label={t('newConversation.startWith', { page })}
                  loading={start.isPending && start.variables?.visitorId === visitor.visitorId}
                  onClick={() =>
                    start.mutate(
                      { botId: visitor.botId, visitorId: visitor.visitorId },
                      {
                        onSuccess: (room) => {
                          onClose();
                          navigate(`/live/${encodeURIComponent(room._id)}`);
                        },
                        onError: () => void visitors.refetch(),
                      },
                    )
                  }
                >
                  {t('newConversation.start')}
                </Button>
              </td>
            </tr>
          );
        })}
      </PlainTable>
    </Modal>
  );
}
