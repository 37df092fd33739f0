import type { AttendantSettings } from '@prosa/contracts';

export type TimerAlertKind = 'off' | AttendantSettings['exhibitionType'];

// The timer alert the attendant chose (spec §3 attendant settings): nothing while `exhibition` is
// off (the default), else the highlight in the list or a browser notification.
export function timerAlertKind(
  settings: Pick<AttendantSettings, 'exhibition' | 'exhibitionType'>,
): TimerAlertKind {
  return settings.exhibition ? settings.exhibitionType : 'off';
}
