import { archiveTimeChoices } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { archiveTimeUnit } from './archiveTimeUnit.ts';

describe('archiveTimeUnit', () => {
  it('names times under an hour in minutes', () => {
    expect(archiveTimeUnit(1)).toEqual({ unit: 'minutes', count: 1 });
    expect(archiveTimeUnit(30)).toEqual({ unit: 'minutes', count: 30 });
  });

  it('names an hour and more in whole hours, the default as 120 hours', () => {
    expect(archiveTimeUnit(60)).toEqual({ unit: 'hours', count: 1 });
    expect(archiveTimeUnit(7200)).toEqual({ unit: 'hours', count: 120 });
  });

  it('gives every choice a distinct whole label', () => {
    const labels = archiveTimeChoices.map((minutes) => archiveTimeUnit(minutes));
    expect(labels.every(({ count }) => Number.isInteger(count))).toBe(true);
    expect(new Set(labels.map(({ unit, count }) => `${count}${unit}`)).size).toBe(archiveTimeChoices.length);
  });
});
