import { describe, expect, it } from 'vitest';
import { partOfDay } from './partOfDay.ts';

describe('partOfDay', () => {
  it('greets the morning from 5 to 11', () => {
    expect([5, 8, 11].map(partOfDay)).toEqual(['morning', 'morning', 'morning']);
  });

  it('greets the afternoon from 12 to 17', () => {
    expect([12, 15, 17].map(partOfDay)).toEqual(['afternoon', 'afternoon', 'afternoon']);
  });

  it('greets the evening from 18 through the night until 4', () => {
    expect([18, 23, 0, 4].map(partOfDay)).toEqual(['evening', 'evening', 'evening', 'evening']);
  });

  it('gives one of the three parts for every hour of the day', () => {
    const parts = new Set(Array.from({ length: 24 }, (_, hour) => partOfDay(hour)));
    expect([...parts].sort()).toEqual(['afternoon', 'evening', 'morning']);
  });
});
