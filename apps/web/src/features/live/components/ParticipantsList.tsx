import type { ConversationSummary } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface Props {
  conversation: Pick<ConversationSummary, 'participants'>;
  userId: string;
  canManage: boolean;
  onRemove: (userId: string) => Promise<unknown>;
}

// The attendants added to the room beside its holder. Whoever manages the group removes them; each
// participant may leave, which takes the room out of their sight, so the screen goes back to /live.
export function ParticipantsList({ conversation, userId, canManage, onRemove }: Props) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  if (conversation.participants.length === 0) return null;
  const remove = async (id: string) => {
    await onRemove(id);
    if (id === userId) await navigate('/live');
  };
  return (
    <ul className="live-tag-list" aria-label={t('group.participants')}>
      {conversation.participants.map((participant) => (
        <li key={participant.id} className="live-chip">
          {participant.name}
          {(canManage || participant.id === userId) && (
            <button
              type="button"
              className="live-chip-remove"
              aria-label={
                participant.id === userId ? t('group.leave') : t('group.remove', { name: participant.name })
              }
              onClick={() => void remove(participant.id).catch(() => undefined)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
