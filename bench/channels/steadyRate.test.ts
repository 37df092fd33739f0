import { describe, expect, it } from 'vitest';
import { steadyRate } from './steadyRate.ts';

describe('steadyRate', () => {
  it('measures the middle 90 % of the sends, leaving out a slow start and tail', () => {
    expect(steadyRate([])).toBe(0);
    expect(steadyRate([5])).toBe(0);
    // 100 sends at 80 per second (12.5 ms apart) after 5 slow ones, then 5 slow ones again.
    const slowStart = [0, 400, 800, 1200, 1600];
    const steady = Array.from({ length: 100 }, (_, index) => 2000 + index * 12.5);
    const slowTail = [3600, 4000, 4400, 4800, 5200];
    expect(steadyRate([...slowTail, ...steady, ...slowStart])).toBeCloseTo(80, 5);
  });
});
