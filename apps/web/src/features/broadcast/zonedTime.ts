// A schedule is picked in the account's time zone (campaigns §3; issue 18), whatever the
// browser's zone: a datetime-local value ("2026-12-24T09:00") is read as that zone's wall clock.

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// How far the zone's wall clock is ahead of UTC at this instant, in milliseconds.
function offsetAt(ms: number, timeZone: string) {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

// The instant a wall-clock time of the zone is; null for a value that is not one. A time the
// zone skips (a daylight-saving gap) is read with the offset before the change.
export function zonedInstant(local: string, timeZone: string): Date | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

// The zone's wall clock at an instant, as a datetime-local value.
export function zonedLocal(instant: string | Date, timeZone: string): string {
  const ms = new Date(instant).getTime();
  const wall = new Date(ms + offsetAt(ms, timeZone));
  return wall.toISOString().slice(0, 16);
}
