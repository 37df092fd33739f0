import type { BroadcastDispatch } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

// When a dispatch goes, on the account's wall clock: a recurring one its cron and next
// occurrence, a scheduled one its date; a run of a recurring one says so.
export function DispatchSchedule({ dispatch, timeZone }: { dispatch: BroadcastDispatch; timeZone: string }) {
  const { t, i18n } = useTranslation('broadcast');
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );
  if (dispatch.cron)
    return (
      <span>
        {t('dispatches.recurringCron', { cron: dispatch.cron })}
        {dispatch.nextRunAt && (
          <>
            <br />
            {t('dispatches.nextRun', { at: format(dispatch.nextRunAt) })}
          </>
        )}
      </span>
    );
  if (dispatch.parentId) return <span>{t('dispatches.run')}</span>;
  if (dispatch.scheduleAt) return <span>{format(dispatch.scheduleAt)}</span>;
  return <span>{t('dispatches.now')}</span>;
}
