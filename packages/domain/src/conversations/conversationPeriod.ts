import { addWallDays, type WallDate, wallClock, zonedInstant } from '../journeys/zonedTime.ts';

// The conversation search's period (spec core.md §9): code 1 is yesterday, 99 the month to date,
// any other N the last N days (today included); 7 by default; or a custom range of calendar dates.
// All in the account's time zone. The range is half-open: from ≤ t < to.
export const periodCodes = { yesterday: 1, monthToDate: 99, defaultDays: 7, maxDays: 366 } as const;

export interface PeriodRange {
  from: Date;
  to: Date;
}

export type PeriodInput = { period: number } | { from: string; to: string };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar date 'YYYY-MM-DD' that exists, or null.
export function readWallDate(text: string): WallDate | null {
  const match = isoDate.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (
    check.getUTCFullYear() !== date.year ||
    check.getUTCMonth() + 1 !== date.month ||
    check.getUTCDate() !== date.day
  )
    return null;
  return date;
}

export const isPeriodCode = (code: number) =>
  Number.isInteger(code) && code >= 1 && (code <= periodCodes.maxDays || code === periodCodes.monthToDate);

// The instants a period covers, or null when the code or the dates are not valid (a custom range
// needs from ≤ to and at most maxDays days).
export function periodRange(input: PeriodInput, now: Date, timeZone: string): PeriodRange | null {
  const today = wallClock(now, timeZone);
  const midnight = (date: WallDate, addDays = 0) => zonedInstant(timeZone, date, 0, addDays);
  if ('from' in input) {
    const from = readWallDate(input.from);
    const to = readWallDate(input.to);
    if (!from || !to) return null;
    const start = midnight(from);
    const end = midnight(to, 1);
    if (end <= start) return null;
    const days =
      Math.round(
        (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
          86_400_000,
      ) + 1;
    if (days > periodCodes.maxDays) return null;
    return { from: start, to: end };
  }
  const { period } = input;
  if (!isPeriodCode(period)) return null;
  if (period === periodCodes.yesterday) return { from: midnight(today, -1), to: midnight(today) };
  if (period === periodCodes.monthToDate)
    return { from: midnight({ ...today, day: 1 }), to: midnight(today, 1) };
  const first = addWallDays(today, -(period - 1));
  return { from: midnight(first), to: midnight(today, 1) };
}
