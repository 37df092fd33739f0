import { type JourneySchedule, parseDayTime } from './journeySchedule.ts';

export type ScheduleProblem = 'weekdayRepeated' | 'timeInvalid' | 'entryNotBeforeExit' | 'periodsOverlap';

// The first rule a journey's weekly schedule breaks, or null. Each weekday appears once; in a day,
// every period has entry before exit and no two periods share any minute (touching is allowed:
// 12:00–13:00 and 13:00–14:00 read as one stretch).
export function findScheduleProblem(schedules: JourneySchedule[]): ScheduleProblem | null {
  const seen = new Set<number>();
  for (const schedule of schedules) {
    if (seen.has(schedule.weekday)) return 'weekdayRepeated';
    seen.add(schedule.weekday);
    const periods = [];
    for (const period of schedule.periods) {
      const entry = parseDayTime(period.entry);
      const exit = parseDayTime(period.exit);
      if (entry === null || exit === null) return 'timeInvalid';
      if (entry >= exit) return 'entryNotBeforeExit';
      periods.push({ entry, exit });
    }
    periods.sort((a, b) => a.entry - b.entry);
    for (let i = 1; i < periods.length; i++) {
      const previous = periods[i - 1];
      const current = periods[i];
      if (previous && current && current.entry < previous.exit) return 'periodsOverlap';
    }
  }
  return null;
}
