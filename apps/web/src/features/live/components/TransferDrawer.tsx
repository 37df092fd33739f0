import type { DepartmentAvailability, Language } from '@prosa/contracts';
import { Button, Drawer, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { readDepartmentAvailability } from '../api/readDepartmentAvailability.ts';
import { useLiveDepartments } from '../api/useLiveDepartments.ts';
import { useAttendantsWithPresence } from '../hooks/useAttendantsWithPresence.ts';
import { presenceName } from '../model/presenceName.ts';

export type TransferTarget = { attendantId: string } | { departmentId: string };

interface Props {
  // The room's language, for the words its customer would read; null for a selection (pt-BR).
  language: Language | null;
  onClose: () => void;
  onTransfer: (target: TransferTarget) => Promise<void>;
}

interface Unattended {
  department: { id: string; name: string };
  availability: DepartmentAvailability;
}

// Transfer to another attendant (with their presence) or to a department; loaded on first use.
// A department without a queue and with nobody online to take the room asks first, saying what
// the customer will read.
export default function TransferDrawer({ language, onClose, onTransfer }: Props) {
  const { t } = useTranslation('live');
  const members = useAttendantsWithPresence();
  const departments = useLiveDepartments();
  const [error, setError] = useState<unknown>(null);
  const [unattended, setUnattended] = useState<Unattended | null>(null);
  const [isChecking, setIsChecking] = useState<string | null>(null);
  const transfer = (target: TransferTarget) => onTransfer(target).catch(setError);
  const toDepartment = async (department: { id: string; name: string }) => {
    setError(null);
    setIsChecking(department.id);
    try {
      const availability = await readDepartmentAvailability(department.id, language);
      if (!availability.hasQueue && !availability.isAttendeeOnline)
        return setUnattended({ department, availability });
      await transfer({ departmentId: department.id });
    } catch (problem) {
      setError(problem);
    } finally {
      setIsChecking(null);
    }
  };
  return (
    <Drawer open title={t('transfer.title')} onClose={onClose}>
      <ErrorAlert error={error ?? members.error ?? departments.error} />
      <h3>{t('transfer.attendants')}</h3>
      <ul className="live-transfer-list" aria-label={t('transfer.attendants')}>
        {members.attendants.map((attendant) => (
          <li key={attendant.userId}>
            <span>
              {attendant.name}{' '}
              <span className={`live-chip live-presence-${presenceName(attendant.status)}`}>
                {t(`presence.${presenceName(attendant.status)}`)}
              </span>
            </span>
            <Button size="small" onClick={() => transfer({ attendantId: attendant.userId })}>
              {t('transfer.toNamed', { name: attendant.name })}
            </Button>
          </li>
        ))}
      </ul>
      <h3>{t('transfer.departments')}</h3>
      <ul className="live-transfer-list" aria-label={t('transfer.departments')}>
        {(departments.data ?? []).map((department) => (
          <li key={department.id}>
            <span>{department.name}</span>
            <Button
              size="small"
              loading={isChecking === department.id}
              onClick={() => void toDepartment(department)}
            >
              {t('transfer.toNamed', { name: department.name })}
            </Button>
          </li>
        ))}
      </ul>
      {unattended && (
        <Modal
          open
          title={t('transfer.unattendedTitle', { name: unattended.department.name })}
          okText={t('transfer.unattendedConfirm')}
          cancelText={t('transfer.cancel')}
          onCancel={() => setUnattended(null)}
          onOk={async () => {
            await transfer({ departmentId: unattended.department.id });
            setUnattended(null);
          }}
        >
          <p>{t('transfer.unattendedText', { name: unattended.department.name })}</p>
          <p>{t('transfer.customerWillRead')}</p>
          <blockquote className="live-quote">{unattended.availability.transferText}</blockquote>
        </Modal>
      )}
    </Drawer>
  );
}
