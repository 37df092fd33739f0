import type { JourneySchedule } from '@prosa/contracts';
import type { WeekDayForm } from './weekFromSchedules.ts';

// What the server receives: only the days with periods, the times as typed (the server checks them).
export function schedulesFromWeek(week: WeekDayForm[]): JourneySchedule[] {
  return week
    .map((day, weekday) => ({
      weekday,
      periods: (day?.periods ?? []).map((period) => ({
        entry: (period?.entry ?? '').trim(),
        exit: (period?.exit ?? '').trim(),
      })),
    }))
    .filter((day) => day.periods.length > 0);
}
