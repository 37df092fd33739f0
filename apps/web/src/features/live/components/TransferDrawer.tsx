import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useLiveDepartments } from '../api/useLiveDepartments.ts';
import { useAttendantsWithPresence } from '../hooks/useAttendantsWithPresence.ts';
import { presenceName } from '../model/presenceName.ts';

export type TransferTarget = { attendantId: string } | { departmentId: string };

interface Props {
  onClose: () => void;
  onTransfer: (target: TransferTarget) => Promise<void>;
}

// Transfer to another attendant (with their presence) or to a department; loaded on first use.
export default function TransferDrawer({ onClose, onTransfer }: Props) {
  const { t } = useTranslation('live');
  const members = useAttendantsWithPresence();
  const departments = useLiveDepartments();
  const [error, setError] = useState<unknown>(null);
  const transfer = (target: TransferTarget) => onTransfer(target).catch(setError);
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
            <Button size="small" onClick={() => transfer({ departmentId: department.id })}>
              {t('transfer.toNamed', { name: department.name })}
            </Button>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
