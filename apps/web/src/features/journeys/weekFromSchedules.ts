import type { JourneySchedule } from '@prosa/contracts';

export interface WeekDayForm {
  periods: Array<{ entry: string; exit: string }>;
}

// The form shows all seven days (0 = Sunday), each with its own list of periods.
export function weekFromSchedules(schedules: JourneySchedule[]): WeekDayForm[] {
  return Array.from({ length: 7 }, (_, weekday) => ({
    periods: schedules.find((schedule) => schedule.weekday === weekday)?.periods.map((p) => ({ ...p })) ?? [],
  }));
}
