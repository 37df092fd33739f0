// One weekday's working periods, times as 'HH:MM' in the account's time zone (0 = Sunday).
// An exit of '24:00' closes the day; work across midnight is two periods ('22:00'–'24:00' and the
// next day's '00:00'–'06:00'), which count as one stretch because they touch.
export interface JourneyPeriod {
  entry: string;
  exit: string;
}
export interface JourneySchedule {
  weekday: number;
  periods: JourneyPeriod[];
}

export const dayMinutes = 24 * 60;

// 'HH:MM' (00:00 to 24:00) as minutes of the day; null for anything else.
export function parseDayTime(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > dayMinutes) return null;
  return minutes;
}
