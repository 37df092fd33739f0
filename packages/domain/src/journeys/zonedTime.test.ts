import { describe, expect, it } from 'vitest';
import { addWallDays, isValidTimeZone, wallClock, zonedInstant } from './zonedTime.ts';

describe('wallClock', () => {
  it('reads the date, weekday and minute of the day in the zone', () => {
    // 2026-11-23T11:30Z is Monday 08:30 in São Paulo (UTC-3, no DST).
    expect(wallClock(new Date('2026-11-23T11:30:00Z'), 'America/Sao_Paulo')).toMatchObject({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      minuteOfDay: 8 * 60 + 30,
    });
    // The same instant is already Tuesday in Tokyo.
    expect(wallClock(new Date('2026-11-23T16:00:00Z'), 'Asia/Tokyo')).toMatchObject({
      weekday: 2,
      minuteOfDay: 60,
    });
  });
});

describe('zonedInstant', () => {
  it('turns a wall time into the instant, with the zone offset of that day', () => {
    const date = { year: 2026, month: 7, day: 1 };
    expect(zonedInstant('America/Sao_Paulo', date, 18 * 60).toISOString()).toBe('2026-07-01T21:00:00.000Z');
    // New York in summer is UTC-4, in winter UTC-5.
    expect(zonedInstant('America/New_York', date, 18 * 60).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(zonedInstant('America/New_York', { year: 2026, month: 12, day: 1 }, 18 * 60).toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
  });

  it('reads 24:00 as the next midnight and adds days across a month end', () => {
    expect(zonedInstant('UTC', { year: 2026, month: 1, day: 31 }, 24 * 60).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(zonedInstant('UTC', { year: 2026, month: 1, day: 31 }, 60, 1).toISOString()).toBe(
      '2026-02-01T01:00:00.000Z',
    );
  });

  it('maps a time the spring-forward jump skips to the later reading and a repeated time to its first', () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 EST jumps to 03:00 EDT).
    expect(zonedInstant('America/New_York', { year: 2026, month: 3, day: 8 }, 150).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 2026-11-01 01:30 happens twice; the first is still EDT (UTC-4).
    expect(zonedInstant('America/New_York', { year: 2026, month: 11, day: 1 }, 90).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('addWallDays', () => {
  it('moves the calendar date and its weekday', () => {
    expect(addWallDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      weekday: 5,
    });
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
