import { describe, expect, it } from 'vitest';
import { workingDayStatus } from './workingDayStatus.ts';

const weekdays = [1, 2, 3, 4, 5];
const commercial = {
  schedules: weekdays.map((weekday) => ({
    weekday,
    periods: [
      { entry: '08:00', exit: '12:00' },
      { entry: '13:00', exit: '18:00' },
    ],
  })),
  toleranceMinutes: 15,
};
const saoPaulo = 'America/Sao_Paulo';
const at = (iso: string) => new Date(iso);

describe('workingDayStatus', () => {
  it('is working inside a period, with the instant the period ends', () => {
    // Monday 2026-11-23 10:00 in São Paulo (UTC-3).
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T13:00:00Z'))).toEqual({
      kind: 'working',
      end: at('2026-11-23T15:00:00Z'),
    });
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T11:00:00Z'))).toMatchObject({
      kind: 'working',
    });
  });

  it('is in the tolerance after a period ends, then off; the exit minute itself is already outside', () => {
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T21:00:00Z'))).toEqual({
      kind: 'tolerance',
      end: at('2026-11-23T21:00:00Z'),
    });
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T21:14:59Z')).kind).toBe('tolerance');
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T21:15:00Z')).kind).toBe('off');
  });

  it('is off before the first entry and on a day without periods', () => {
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-23T10:59:00Z')).kind).toBe('off');
    // Sunday 2026-11-22 10:00.
    expect(workingDayStatus(commercial, saoPaulo, at('2026-11-22T13:00:00Z')).kind).toBe('off');
  });

  it('follows the zone: the same instant is inside in São Paulo and outside in Lisbon', () => {
    const instant = at('2026-11-23T20:30:00Z');
    expect(workingDayStatus(commercial, saoPaulo, instant).kind).toBe('working');
    expect(workingDayStatus(commercial, 'Europe/Lisbon', instant).kind).toBe('off');
  });

  it('ends the period at the wall-clock exit on both sides of a DST change', () => {
    const journey = {
      schedules: [0, 1].map((weekday) => ({ weekday, periods: [{ entry: '01:00', exit: '09:00' }] })),
      toleranceMinutes: 5,
    };
    // New York, Sunday 2026-03-08: 01:00 EST (UTC-5), 09:00 EDT (UTC-4); seven real hours.
    expect(workingDayStatus(journey, 'America/New_York', at('2026-03-08T06:30:00Z'))).toEqual({
      kind: 'working',
      end: at('2026-03-08T13:00:00Z'),
    });
    // Sunday 2026-11-01: 01:00 EDT to 09:00 EST, nine real hours.
    expect(workingDayStatus(journey, 'America/New_York', at('2026-11-01T05:30:00Z'))).toEqual({
      kind: 'working',
      end: at('2026-11-01T14:00:00Z'),
    });
  });

  it('reads periods that touch, across midnight too, as one stretch ending at the last exit', () => {
    const night = {
      schedules: [
        { weekday: 5, periods: [{ entry: '22:00', exit: '24:00' }] },
        { weekday: 6, periods: [{ entry: '00:00', exit: '06:00' }] },
      ],
      toleranceMinutes: 10,
    };
    // Friday 2026-11-27 23:00 in São Paulo: the stretch ends Saturday 06:00.
    expect(workingDayStatus(night, saoPaulo, at('2026-11-28T02:00:00Z'))).toEqual({
      kind: 'working',
      end: at('2026-11-28T09:00:00Z'),
    });
    expect(workingDayStatus(night, saoPaulo, at('2026-11-28T09:05:00Z')).kind).toBe('tolerance');
  });

  it('counts a long tolerance from the end of the previous day', () => {
    const late = {
      schedules: [{ weekday: 1, periods: [{ entry: '14:00', exit: '22:00' }] }],
      toleranceMinutes: 720,
    };
    // Tuesday 2026-11-24 06:00 in São Paulo, eight hours after Monday's 22:00.
    expect(workingDayStatus(late, saoPaulo, at('2026-11-24T09:00:00Z'))).toEqual({
      kind: 'tolerance',
      end: at('2026-11-24T01:00:00Z'),
    });
  });

  it('is off for a journey without schedules', () => {
    expect(workingDayStatus({ schedules: [], toleranceMinutes: 5 }, saoPaulo, new Date()).kind).toBe('off');
  });
});
