import { describe, expect, it } from 'vitest';
import { schedulesFromWeek } from './schedulesFromWeek.ts';
import { weekFromSchedules } from './weekFromSchedules.ts';

const monday = {
  weekday: 1,
  periods: [
    { entry: '08:00', exit: '12:00' },
    { entry: '13:00', exit: '18:00' },
  ],
};

describe('weekFromSchedules and schedulesFromWeek', () => {
  it('spread the schedules over the seven days of the form and back, leaving out empty days', () => {
    const week = weekFromSchedules([monday]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ periods: [] });
    expect(week[1]).toEqual({ periods: monday.periods });
    expect(schedulesFromWeek(week)).toEqual([monday]);
  });

  it('sends times as typed, trimmed, and a half-filled period as it is for the server to refuse', () => {
    const week = weekFromSchedules([]);
    week[3] = { periods: [{ entry: ' 09:00 ', exit: '' }] };
    expect(schedulesFromWeek(week)).toEqual([{ weekday: 3, periods: [{ entry: '09:00', exit: '' }] }]);
  });
});
