import type { AttendantSettings } from '@prosa/contracts';
import { defaultAttendantSettings } from '@prosa/contracts';
import { useMe } from '../../../shared/session/useMe.ts';
import { readAttendantPreferences } from '../model/readAttendantPreferences.ts';

// The attendant's own live settings (bells, sort, timer alert), kept in their preferences.
export function useAttendantSettings(): AttendantSettings {
  const live = useMe().data?.preferences.live;
  return live ? readAttendantPreferences(live) : defaultAttendantSettings;
}
