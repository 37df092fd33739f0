import type { AttendantSettings } from '@prosa/contracts';
import {
  defaultAttendantSettings,
  exhibitionAlertTimeLimits,
  exhibitionTypes,
  sortTypes,
} from '@prosa/contracts';

const isBoolean = (value: unknown) => typeof value === 'boolean';
const checks: Record<keyof AttendantSettings, (value: unknown) => boolean> = {
  attendantBell: isBoolean,
  messageBell: isBoolean,
  exhibition: isBoolean,
  sortType: (value) => (sortTypes as readonly unknown[]).includes(value),
  exhibitionType: (value) => (exhibitionTypes as readonly unknown[]).includes(value),
  exhibitionAlertTime: (value) =>
    Number.isInteger(value) &&
    (value as number) >= exhibitionAlertTimeLimits.min &&
    (value as number) <= exhibitionAlertTimeLimits.max,
};

// The contracts' readAttendantSettings without zod (about 25 KB gzipped that /live cannot afford):
// saved fields over the defaults, or the defaults alone when a saved field is malformed.
export function readAttendantPreferences(live: Record<string, unknown>): AttendantSettings {
  const saved = live.attendant ?? {};
  if (typeof saved !== 'object' || saved === null) return defaultAttendantSettings;
  const entries = Object.entries(saved).filter(([key]) => key in checks);
  const isValid = entries.every(([key, value]) => checks[key as keyof AttendantSettings](value));
  return isValid ? { ...defaultAttendantSettings, ...Object.fromEntries(entries) } : defaultAttendantSettings;
}
