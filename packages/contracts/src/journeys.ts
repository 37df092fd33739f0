import { z } from 'zod';
import { isJourneyTolerance } from './journeyConstants.ts';

// Journeys: the weekly working hours a member follows, read in the account's time zone. These
// schemas check the shape; the rules across periods (no overlap, entry before exit, one entry per
// weekday) and the time zone's existence live in @prosa/domain, which the server runs after them
// (the contracts import nothing of ours, docs/decisions.md).
const dayTimePattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const dayTime = z
  .string({ error: 'team.journeyTimeRequired' })
  .regex(dayTimePattern, 'team.journeyTimeRequired');

export const journeyPeriodSchema = z.object({ entry: dayTime, exit: dayTime });
export const journeyScheduleSchema = z.object({
  weekday: z.number({ error: 'team.journeyWeekdayRequired' }).int().min(0).max(6),
  periods: z.array(journeyPeriodSchema).max(12),
});
export type JourneySchedule = z.infer<typeof journeyScheduleSchema>;

export const journeyInput = z.object({
  name: z
    .string({ error: 'team.journeyNameRequired' })
    .trim()
    .min(1, 'team.journeyNameRequired')
    .max(80, 'team.journeyNameTooLong'),
  comments: z.string().trim().max(500).default(''),
  schedules: z.array(journeyScheduleSchema).max(7).default([]),
  toleranceMinutes: z
    .number({ error: 'team.journeyToleranceInvalid' })
    .refine(isJourneyTolerance, 'team.journeyToleranceInvalid'),
  // The members who follow it; linking a member moves them from any other journey.
  userIds: z.array(z.string().max(64)).max(2000).default([]),
});
export type JourneyInput = z.input<typeof journeyInput>;

export const journeySchema = z.object({
  id: z.string(),
  name: z.string(),
  comments: z.string(),
  schedules: z.array(journeyScheduleSchema),
  toleranceMinutes: z.number(),
  userIds: z.array(z.string()),
  // Whether a department uses it (it then cannot be deleted).
  isInUse: z.boolean(),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeysResponse = z.object({ journeys: z.array(journeySchema) });
export const journeyResponse = z.object({ journey: journeySchema });
export const journeyIdParams = z.object({ id: z.string().max(64) });

export const accountTimeZoneInput = z.object({
  timeZone: z.string({ error: 'team.timeZoneInvalid' }).max(64, 'team.timeZoneInvalid'),
});
export const accountTimeZoneResponse = z.object({ timeZone: z.string() });
