import { describe, expect, it } from 'vitest';
import { isJourneyTolerance, journeyTolerances } from './journeyConstants.ts';

describe('journeyTolerances', () => {
  it('offers 5 to 30 minutes and 1, 2, 4, 6 and 12 hours only', () => {
    expect(journeyTolerances).toEqual([5, 10, 15, 20, 25, 30, 60, 120, 240, 360, 720]);
    expect(isJourneyTolerance(15)).toBe(true);
    expect(isJourneyTolerance(45)).toBe(false);
  });
});
