import { z } from 'zod';

// An attendant's own live chat settings (spec core.md §3 "Attendant settings"), kept in the live
// part of their preferences. sortType: the sign is the direction (negative = newest first), the
// magnitude the moment compared: 11 the last message, 12 the conversation's start.
export const sortTypes = [-11, 11, -12, 12] as const;
export const exhibitionTypes = ['highlight', 'notification'] as const;
export const exhibitionAlertTimeLimits = { min: 1, max: 60 } as const;

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

export const defaultAttendantSettings: AttendantSettings = {
  attendantBell: true,
  messageBell: true,
  sortType: -11,
  exhibition: false,
  exhibitionType: 'highlight',
  exhibitionAlertTime: 1,
};

// A user who never saved them, or saved them before a field existed, gets the defaults for the rest.
export function readAttendantSettings(live: Record<string, unknown>): AttendantSettings {
  const parsed = attendantSettingsSchema.partial().safeParse(live.attendant ?? {});
  return { ...defaultAttendantSettings, ...(parsed.success ? parsed.data : {}) };
}
