import { z } from 'zod';
import { broadcastDispatchSchema } from './broadcast.ts';

// A dispatch's statistics screen (issue 18, /broadcast/{id}): its progress by minute of sending,
// its failures by the delivery code of spec campaigns §8, and what it cost.

// The recipients sent in one minute (UTC, ISO start of the minute) and how far they have got since.
export const dispatchMinuteSchema = z.object({
  minute: z.string(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
});
export type DispatchMinute = z.output<typeof dispatchMinuteSchema>;

// A delivery code (deliveryCodes.ts; its text is the catalogue's `delivery.<code>`), or why a
// recipient was skipped (optedOut, blocked), with how many recipients ended with it.
export const dispatchErrorCountSchema = z.object({ code: z.string(), count: z.number().int() });

export const broadcastDispatchStatisticsResponse = z.object({
  dispatch: broadcastDispatchSchema,
  minutes: z.array(dispatchMinuteSchema),
  errors: z.array(dispatchErrorCountSchema),
  // Credits charged for its messages (one charge per recipient, never twice).
  credits: z.number().int(),
});
export type BroadcastDispatchStatistics = z.output<typeof broadcastDispatchStatisticsResponse>;
