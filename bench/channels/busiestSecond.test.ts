import { describe, expect, it } from 'vitest';
import { busiestSecond } from './busiestSecond.ts';

describe('busiestSecond', () => {
  it('counts the most timestamps inside any one-second window', () => {
    expect(busiestSecond([])).toBe(0);
    expect(busiestSecond([0, 999])).toBe(2);
    expect(busiestSecond([0, 1000])).toBe(1);
    expect(busiestSecond([2500, 0, 100, 2000, 2100, 2200, 900])).toBe(4);
  });
});
