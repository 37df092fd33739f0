export type PartOfDay = 'morning' | 'afternoon' | 'evening';

// The greeting follows the local clock: morning from 5 to 11, afternoon from 12 to 17, evening
// from 18 until 4 the next day (late-night users are still greeted "good evening").
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
