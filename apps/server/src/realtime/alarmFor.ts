import type { AlarmPayload } from '@prosa/contracts';
import type { WorkingDayStatus } from '@prosa/domain';

// The alarm starts this long before a period ends (docs/decisions.md) and lasts through the tolerance.
export const alarmLeadMs = 15 * 60_000;

// What the member's browser should be told at `now`, or null while the end is still far.
export function alarmFor(status: WorkingDayStatus, toleranceMinutes: number, now: Date): AlarmPayload | null {
  if (status.kind === 'off') return null;
  if (status.kind === 'working' && status.end.getTime() - now.getTime() > alarmLeadMs) return null;
  return { controller: { end: status.end.toISOString() }, tolerance: toleranceMinutes };
}
