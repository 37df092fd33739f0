import { describe, expect, it } from 'vitest';
import { isPeriodCode, periodRange, readWallDate } from './conversationPeriod.ts';

const zone = 'America/Sao_Paulo'; // UTC-3, no DST since 2019
// 2026-03-15 10:00 in São Paulo
const now = new Date('2026-03-15T13:00:00Z');
const at = (iso: string) => new Date(iso);

describe('periodRange (spec core.md §9)', () => {
  it('code 1 is yesterday, midnight to midnight in the account zone', () => {
    expect(periodRange({ period: 1 }, now, zone)).toEqual({
      from: at('2026-03-14T03:00:00Z'),
      to: at('2026-03-15T03:00:00Z'),
    });
  });
  it('code 99 is the month to date, today included', () => {
    expect(periodRange({ period: 99 }, now, zone)).toEqual({
      from: at('2026-03-01T03:00:00Z'),
      to: at('2026-03-16T03:00:00Z'),
    });
  });
  it('code 7 (the default) is the last 7 days, today included', () => {
    expect(periodRange({ period: 7 }, now, zone)).toEqual({
      from: at('2026-03-09T03:00:00Z'),
      to: at('2026-03-16T03:00:00Z'),
    });
  });
  it('any other N is the last N days, crossing months', () => {
    expect(periodRange({ period: 30 }, now, zone)?.from).toEqual(at('2026-02-14T03:00:00Z'));
    expect(periodRange({ period: 2 }, now, zone)?.from).toEqual(at('2026-03-14T03:00:00Z'));
  });
  it('reads "today" in the account zone, not in UTC', () => {
    // 01:00 UTC on the 16th is still the 15th in São Paulo
    const lateEvening = new Date('2026-03-16T01:00:00Z');
    expect(periodRange({ period: 1 }, lateEvening, zone)?.from).toEqual(at('2026-03-14T03:00:00Z'));
    expect(periodRange({ period: 1 }, lateEvening, 'UTC')?.from).toEqual(at('2026-03-15T00:00:00Z'));
  });
  it('follows a zone with daylight saving', () => {
    const range = periodRange({ period: 1 }, new Date('2026-03-09T12:00:00Z'), 'America/New_York');
    // 8 March 2026 is the spring-forward day there: 23 hours long
    expect(range).toEqual({ from: at('2026-03-08T05:00:00Z'), to: at('2026-03-09T04:00:00Z') });
  });
  it('refuses codes that are not positive whole days', () => {
    for (const period of [0, -1, 1.5, 367, Number.NaN]) expect(periodRange({ period }, now, zone)).toBeNull();
    expect(isPeriodCode(99)).toBe(true);
    expect(isPeriodCode(366)).toBe(true);
  });
  it('a custom range covers both dates whole', () => {
    expect(periodRange({ from: '2026-01-10', to: '2026-01-12' }, now, zone)).toEqual({
      from: at('2026-01-10T03:00:00Z'),
      to: at('2026-01-13T03:00:00Z'),
    });
    expect(periodRange({ from: '2026-01-10', to: '2026-01-10' }, now, zone)?.to).toEqual(
      at('2026-01-11T03:00:00Z'),
    );
  });
  it('refuses a custom range backwards, too long or with impossible dates', () => {
    expect(periodRange({ from: '2026-01-12', to: '2026-01-10' }, now, zone)).toBeNull();
    expect(periodRange({ from: '2024-01-01', to: '2026-01-01' }, now, zone)).toBeNull();
    expect(periodRange({ from: '2026-02-30', to: '2026-03-01' }, now, zone)).toBeNull();
    expect(periodRange({ from: '10/01/2026', to: '2026-03-01' }, now, zone)).toBeNull();
  });
});

describe('readWallDate', () => {
  it('reads real dates only', () => {
    expect(readWallDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readWallDate('2023-02-29')).toBeNull();
  });
});
