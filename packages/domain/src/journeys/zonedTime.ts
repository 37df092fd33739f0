// Wall-clock arithmetic in an IANA time zone with Intl alone (no date library on the server).

export interface WallDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// The date, weekday (0 = Sunday) and minute of the day an instant shows on a clock in the zone.
export function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const date = { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
  return {
    ...date,
    weekday: new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(),
    minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
    second: parts.second ?? 0,
  };
}

// How far the zone's clock is ahead of UTC at an instant, in milliseconds.
function offsetAt(instantMs: number, timeZone: string) {
  const wall = wallClock(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minuteOfDay, wall.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

// The instant a clock in the zone shows `minuteOfDay` (may be 1440) on `date` plus `addDays`.
// A time a DST jump skips maps to the later reading (02:30 becomes 03:30); a time shown twice,
// to its first occurrence.
export function zonedInstant(timeZone: string, date: WallDate, minuteOfDay: number, addDays = 0): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day + addDays, 0, minuteOfDay);
  const first = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  const second = wallAsUtc - offsetAt(first, timeZone);
  return new Date(second === first ? first : Math.max(first, second));
}

// The calendar date `addDays` after `date` (its weekday too).
export function addWallDays(date: WallDate, addDays: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + addDays));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    weekday: moved.getUTCDay(),
  };
}
