import { describe, expect, it } from 'vitest';
import { maxFailures, minutesUntilUnlocked, windowMs } from './loginThrottle.ts';

const minute = 60_000;
const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const failuresAt = (...minutesAgo: number[]) => minutesAgo.map((m) => now - m * minute);

describe('minutesUntilUnlocked', () => {
  it('lets four failures in the window pass', () => {
    expect(minutesUntilUnlocked(failuresAt(1, 2, 3, 4), now)).toBe(0);
  });

  it('locks at the fifth failure for the whole window', () => {
    expect(maxFailures).toBe(5);
    expect(windowMs).toBe(15 * minute);
    expect(minutesUntilUnlocked(failuresAt(0, 0, 0, 0, 0), now)).toBe(15);
  });

  it('counts only failures younger than 15 minutes', () => {
    expect(minutesUntilUnlocked(failuresAt(1, 2, 3, 4, 15), now)).toBe(0);
    expect(minutesUntilUnlocked(failuresAt(1, 2, 3, 4, 14.9), now)).toBe(1);
  });

  it('waits until the fifth most recent failure leaves the window, in whole minutes rounded up', () => {
    // Failures 10, 8, 6, 4, 2 and 1 minute ago: the fifth most recent (8 min ago) leaves in 7.
    expect(minutesUntilUnlocked(failuresAt(10, 8, 6, 4, 2, 1), now)).toBe(7);
    expect(minutesUntilUnlocked(failuresAt(10.5, 8, 6, 4, 2), now)).toBe(5);
  });

  it('does not depend on the order the failures come in', () => {
    expect(minutesUntilUnlocked(failuresAt(2, 10, 4, 1, 8, 6), now)).toBe(7);
  });

  it('never answers less than a minute while locked', () => {
    expect(minutesUntilUnlocked(failuresAt(14.99, 14.99, 14.99, 14.99, 14.99), now)).toBe(1);
  });
});
