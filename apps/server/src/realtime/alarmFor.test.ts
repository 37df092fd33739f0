import { describe, expect, it } from 'vitest';
import { alarmFor } from './alarmFor.ts';

const end = new Date('2026-11-23T21:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(end.getTime() - minutes * 60_000);

describe('alarmFor', () => {
  it('stays silent while the period ends more than 15 minutes ahead, or when the member is off', () => {
    expect(alarmFor({ kind: 'working', end }, 15, minutesBefore(16))).toBeNull();
    expect(alarmFor({ kind: 'off' }, 15, minutesBefore(1))).toBeNull();
  });

  it('names the end and the tolerance from 15 minutes before the end and through the tolerance', () => {
    const alarm = { controller: { end: '2026-11-23T21:00:00.000Z' }, tolerance: 30 };
    expect(alarmFor({ kind: 'working', end }, 30, minutesBefore(15))).toEqual(alarm);
    expect(alarmFor({ kind: 'tolerance', end }, 30, minutesBefore(-10))).toEqual(alarm);
  });
});
