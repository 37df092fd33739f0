import { Suspense } from 'react';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';

const WorkingDayAlarmDialog = lazyPage('WorkingDayAlarmDialog', () => import('./WorkingDayAlarmDialog.tsx'));

// The working-day countdown (spec §4) loads only when the server sends an alarm, keeping the
// shell's JavaScript small for everyone else.
export function WorkingDayAlarm() {
  const { alarm } = useRealtime();
  if (!alarm) return null;
  return (
    <Suspense fallback={null}>
      <WorkingDayAlarmDialog alarm={alarm} />
    </Suspense>
  );
}
