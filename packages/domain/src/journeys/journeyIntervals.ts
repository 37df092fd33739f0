import { dayMinutes, type JourneySchedule, parseDayTime } from './journeySchedule.ts';
import { addWallDays, wallClock, zonedInstant } from './zonedTime.ts';

export interface WorkingInterval {
  start: Date;
  end: Date;
}

// A day before and a week after: enough to find the stretch an instant is in, the one that just
// ended (tolerances reach 12 hours) and a stretch chained across every day of the week.
const daysBefore = 1;
const daysAfter = 8;

// The journey's periods around an instant as real instants, in order, with touching periods
// (12:00–13:00 then 13:00–14:00, or 22:00–24:00 then 00:00–06:00 the next day) merged into one.
export function journeyIntervals(schedules: JourneySchedule[], timeZone: string, around: Date) {
  const today = wallClock(around, timeZone);
  const intervals: WorkingInterval[] = [];
  for (let offset = -daysBefore; offset <= daysAfter; offset++) {
    const weekday = addWallDays(today, offset).weekday;
    for (const schedule of schedules) {
      if (schedule.weekday !== weekday) continue;
      for (const period of schedule.periods) {
        const entry = parseDayTime(period.entry);
        const exit = parseDayTime(period.exit);
        if (entry === null || exit === null || entry >= exit || exit > dayMinutes) continue;
        intervals.push({
          start: zonedInstant(timeZone, today, entry, offset),
          end: zonedInstant(timeZone, today, exit, offset),
        });
      }
    }
  }
  intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: WorkingInterval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}
