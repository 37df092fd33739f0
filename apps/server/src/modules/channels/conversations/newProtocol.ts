import { randomInt } from 'node:crypto';

// A conversation's protocol as customers read it out: the day (yyyymmdd) and six random digits.
export function newProtocol(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return day + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
