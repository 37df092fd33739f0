import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findScheduleProblem } from './findScheduleProblem.ts';
import type { JourneySchedule } from './journeySchedule.ts';
import { workingDayStatus } from './workingDayStatus.ts';
import { wallClock } from './zonedTime.ts';

const zones = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Asia/Kolkata', 'UTC'];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// A valid week: per weekday, sorted distinct cut points paired into non-overlapping periods.
const week = fc
  .array(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      cuts: fc.uniqueArray(
        fc.integer({ min: 0, max: 96 }).map((q) => q * 15),
        { maxLength: 6 },
      ),
    }),
    { maxLength: 7 },
  )
  .map((days) => {
    const seen = new Set<number>();
    const schedules: JourneySchedule[] = [];
    for (const { weekday, cuts } of days) {
      if (seen.has(weekday)) continue;
      seen.add(weekday);
      const sorted = [...cuts].sort((a, b) => a - b);
      const periods = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) {
        periods.push({ entry: hhmm(sorted[i] ?? 0), exit: hhmm(sorted[i + 1] ?? 0) });
      }
      schedules.push({ weekday, periods });
    }
    return schedules;
  });
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((ms) => new Date(ms));

describe('workingDayStatus (properties)', () => {
  it('generated weeks satisfy the schedule rules', () => {
    fc.assert(
      fc.property(week, (schedules) => {
        expect(findScheduleProblem(schedules)).toBeNull();
      }),
    );
  });

  it('is working exactly when the wall clock falls inside a period of that weekday, and the end lies ahead', () => {
    fc.assert(
      fc.property(week, fc.constantFrom(...zones), instant, (schedules, zone, now) => {
        const status = workingDayStatus({ schedules, toleranceMinutes: 5 }, zone, now);
        const wall = wallClock(now, zone);
        const inside = schedules
          .filter((day) => day.weekday === wall.weekday)
          .flatMap((day) => day.periods)
          .some((p) => {
            const [eh = 0, em = 0] = p.entry.split(':').map(Number);
            const [xh = 0, xm = 0] = p.exit.split(':').map(Number);
            return eh * 60 + em <= wall.minuteOfDay && wall.minuteOfDay < xh * 60 + xm;
          });
        if (status.kind === 'working') expect(status.end.getTime()).toBeGreaterThan(now.getTime());
        if (status.kind === 'tolerance') {
          expect(status.end.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime() - status.end.getTime()).toBeLessThan(5 * 60_000);
        }
        // Where the clock never jumps, working means exactly a wall time inside one of the day's periods
        // (across a DST jump a period may stretch or shrink by the jump).
        if (zone === 'UTC' || zone === 'Asia/Kolkata' || zone === 'America/Sao_Paulo')
          expect(status.kind === 'working').toBe(inside);
      }),
      { numRuns: 300 },
    );
  });
});
