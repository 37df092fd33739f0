import { describe, expect, it } from 'vitest';
import { findScheduleProblem } from './findScheduleProblem.ts';

const day = (weekday: number, ...periods: Array<[string, string]>) => ({
  weekday,
  periods: periods.map(([entry, exit]) => ({ entry, exit })),
});

describe('findScheduleProblem', () => {
  it('accepts several periods a day, touching periods and a day closing at 24:00', () => {
    expect(findScheduleProblem([day(1, ['08:00', '12:00'], ['13:00', '18:00']), day(2)])).toBeNull();
    expect(findScheduleProblem([day(3, ['08:00', '12:00'], ['12:00', '14:00'])])).toBeNull();
    expect(findScheduleProblem([day(5, ['22:00', '24:00']), day(6, ['00:00', '06:00'])])).toBeNull();
  });

  it('refuses an entry that is not before its exit', () => {
    expect(findScheduleProblem([day(1, ['18:00', '08:00'])])).toBe('entryNotBeforeExit');
    expect(findScheduleProblem([day(1, ['08:00', '08:00'])])).toBe('entryNotBeforeExit');
  });

  it('refuses overlapping and duplicate periods in a day, in any order', () => {
    expect(findScheduleProblem([day(1, ['13:00', '18:00'], ['08:00', '13:30'])])).toBe('periodsOverlap');
    expect(findScheduleProblem([day(1, ['08:00', '12:00'], ['08:00', '12:00'])])).toBe('periodsOverlap');
    expect(findScheduleProblem([day(1, ['08:00', '18:00'], ['10:00', '11:00'])])).toBe('periodsOverlap');
  });

  it('refuses a weekday listed twice and malformed times', () => {
    expect(findScheduleProblem([day(1, ['08:00', '12:00']), day(1, ['13:00', '18:00'])])).toBe(
      'weekdayRepeated',
    );
    expect(findScheduleProblem([day(1, ['8:00', '12:00'])])).toBe('timeInvalid');
    expect(findScheduleProblem([day(1, ['08:00', '24:01'])])).toBe('timeInvalid');
    expect(findScheduleProblem([day(1, ['08:60', '12:00'])])).toBe('timeInvalid');
  });
});
