import { describe, expect, it } from 'vitest';
import { analyticsDays, transshipmentFilteredDays } from './analyticsPeriod.ts';

describe('analytics presets in the account’s calendar', () => {
  const today = '2026-03-10';
  it.each([
    ['today', '2026-03-10', '2026-03-10', 'hour'],
    ['yesterday', '2026-03-09', '2026-03-09', 'hour'],
    ['thisMonth', '2026-03-01', '2026-03-10', 'day'],
    ['last7', '2026-03-04', '2026-03-10', 'day'],
    ['last15', '2026-02-24', '2026-03-10', 'day'],
    ['last30', '2026-02-09', '2026-03-10', 'day'],
  ] as const)('%s covers %s to %s by %s', (preset, from, to, granularity) => {
    expect(analyticsDays(preset, today)).toEqual({ from, to, granularity });
  });

  it('crosses a year and a leap day', () => {
    expect(analyticsDays('yesterday', '2024-01-01')).toMatchObject({ from: '2023-12-31' });
    expect(analyticsDays('last7', '2024-03-02')).toMatchObject({ from: '2024-02-25', to: '2024-03-02' });
  });

  it('on the first of the month, this month is today', () => {
    expect(analyticsDays('thisMonth', '2026-04-01')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
      granularity: 'hour',
    });
  });

  it('takes a custom range of whole days up to today, at most 366 days', () => {
    expect(analyticsDays('custom', today, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      granularity: 'day',
    });
    expect(analyticsDays('custom', today, { from: '2025-03-10', to: '2026-03-10' })).not.toBeNull();
    expect(analyticsDays('custom', today, { from: '2025-03-09', to: '2026-03-10' })).toBeNull();
    expect(analyticsDays('custom', today, { from: '2026-03-02', to: '2026-03-01' })).toBeNull();
    expect(analyticsDays('custom', today, { from: '2026-03-10', to: '2026-03-11' })).toBeNull();
    expect(analyticsDays('custom', today, { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(analyticsDays('custom', today, { to: '2026-03-01' })).toBeNull();
  });
});

describe('the transshipment filter before 19/03/2020', () => {
  it('applies only from 19/03/2020 on', () => {
    expect(transshipmentFilteredDays({ from: '2020-03-01', to: '2020-03-18' })).toBeNull();
    expect(transshipmentFilteredDays({ from: '2020-03-01', to: '2020-03-31' })).toEqual({
      from: '2020-03-19',
      to: '2020-03-31',
    });
    expect(transshipmentFilteredDays({ from: '2021-01-01', to: '2021-01-02' })).toEqual({
      from: '2021-01-01',
      to: '2021-01-02',
    });
  });
});
