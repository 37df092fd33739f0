import { journeyIntervals } from './journeyIntervals.ts';
import type { JourneySchedule } from './journeySchedule.ts';

export interface JourneyRules {
  schedules: JourneySchedule[];
  toleranceMinutes: number;
}

// Where an instant falls for a member following a journey:
//  working   - inside a period; `end` is when the current stretch of work ends
//  tolerance - a period ended at `end` and its tolerance is still running
//  off       - neither: login is refused and open sessions end
export type WorkingDayStatus =
  | { kind: 'working'; end: Date }
  | { kind: 'tolerance'; end: Date }
  | { kind: 'off' };

export function workingDayStatus(journey: JourneyRules, timeZone: string, now: Date): WorkingDayStatus {
  const at = now.getTime();
  const intervals = journeyIntervals(journey.schedules, timeZone, now);
  const current = intervals.find((i) => i.start.getTime() <= at && at < i.end.getTime());
  if (current) return { kind: 'working', end: current.end };
  const toleranceMs = journey.toleranceMinutes * 60_000;
  const ended = intervals.findLast((i) => i.end.getTime() <= at && at < i.end.getTime() + toleranceMs);
  if (ended) return { kind: 'tolerance', end: ended.end };
  return { kind: 'off' };
}
