import { z } from 'zod';
import {
  defaultAttendantSettings,
  exhibitionAlertTimeLimits,
  exhibitionTypes,
  sortTypes,
} from './liveConstants.ts';

// An attendant's own live chat settings (spec core.md §3 "Attendant settings"), kept in the live
// part of their preferences; the choices and defaults are in liveConstants.ts.

export const attendantSettingsSchema = z.object({
  attendantBell: z.boolean({ error: 'team.attendantSettingsInvalid' }),
  messageBell: z.boolean({ error: 'team.attendantSettingsInvalid' }),
  sortType: z
    .number({ error: 'team.attendantSortTypeInvalid' })
    .refine((value) => (sortTypes as readonly number[]).includes(value), 'team.attendantSortTypeInvalid'),
  exhibition: z.boolean({ error: 'team.attendantSettingsInvalid' }),
  exhibitionType: z.enum(exhibitionTypes, { error: 'team.attendantExhibitionTypeInvalid' }),
  exhibitionAlertTime: z
    .number({ error: 'team.attendantExhibitionAlertTimeInvalid' })
    .int('team.attendantExhibitionAlertTimeInvalid')
    .min(exhibitionAlertTimeLimits.min, 'team.attendantExhibitionAlertTimeInvalid')
    .max(exhibitionAlertTimeLimits.max, 'team.attendantExhibitionAlertTimeInvalid'),
});
export type AttendantSettings = z.infer<typeof attendantSettingsSchema>;

// A user who never saved them, or saved them before a field existed, gets the defaults for the rest.
export function readAttendantSettings(live: Record<string, unknown>): AttendantSettings {
  const parsed = attendantSettingsSchema.partial().safeParse(live.attendant ?? {});
  return { ...defaultAttendantSettings, ...(parsed.success ? parsed.data : {}) };
}
