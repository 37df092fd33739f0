import type { ConversationSummary } from '@prosa/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useAttendantsWithPresence } from '../hooks/useAttendantsWithPresence.ts';
import { presenceName } from '../model/presenceName.ts';

interface Props {
  conversation: Pick<ConversationSummary, 'attendantId' | 'participants'>;
  onClose: () => void;
  onAdd: (attendantId: string) => Promise<void>;
}

// Picks an attendant of the account to join the room (group attendance), with their presence, as
// the transfer drawer lists them; those already in the group are left out. Loaded on first use.
export default function AddAttendantDialog({ conversation, onClose, onAdd }: Props) {
  const { t } = useTranslation('live');
  const members = useAttendantsWithPresence();
  const [error, setError] = useState<unknown>(null);
  const inGroup = new Set([conversation.attendantId, ...conversation.participants.map((p) => p.id)]);
  const candidates = members.attendants.filter((attendant) => !inGroup.has(attendant.userId));
  return (
    <Modal open title={t('group.title')} onCancel={onClose} footer={null}>
      <ErrorAlert error={error ?? members.error} />
      {candidates.length === 0 && <p>{t('group.nobody')}</p>}
      <ul className="live-transfer-list" aria-label={t('transfer.attendants')}>
        {candidates.map((attendant) => (
          <li key={attendant.userId}>
            <span>
              {attendant.name}{' '}
              <span className={`live-chip live-presence-${presenceName(attendant.status)}`}>
                {t(`presence.${presenceName(attendant.status)}`)}
              </span>
            </span>
            <Button size="small" onClick={() => onAdd(attendant.userId).catch(setError)}>
              {t('group.addNamed', { name: attendant.name ?? '' })}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
