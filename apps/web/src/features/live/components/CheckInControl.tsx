import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useCheckIn } from '../api/useCheckIn.ts';
import { useCheckIns } from '../api/useCheckIns.ts';

// Check in to or out of each of the attendant's departments that distribute only to the checked
// in (decisions.md "Check-in and force pass"); nothing shows when none asks for it.
export function CheckInControl() {
  const { t } = useTranslation('live');
  const checkIns = useCheckIns();
  const checkIn = useCheckIn();
  if (!checkIns.error && (checkIns.data ?? []).length === 0) return null;
  return (
    <section className="live-check-ins" aria-label={t('checkIn.title')}>
      <ErrorAlert error={checkIns.error ?? checkIn.error} />
      <ul>
        {(checkIns.data ?? []).map((department) => (
          <li key={department.departmentId}>
            <Switch
              size="small"
              checked={department.checkedIn}
              loading={checkIn.isPending && checkIn.variables?.departmentId === department.departmentId}
              aria-label={t('checkIn.toggle', { name: department.name })}
              onChange={(isCheckedIn) =>
                checkIn.mutate({ departmentId: department.departmentId, isCheckedIn })
              }
            />{' '}
            {department.name}: {department.checkedIn ? t('checkIn.in') : t('checkIn.out')}
          </li>
        ))}
      </ul>
    </section>
  );
}
