import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limitConcurrency.ts';

describe('limitConcurrency', () => {
  it('never runs more than its limit at once, and runs every task in order of arrival', async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running--;
      if (n === 3) throw new Error('three fails');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => limit(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await limit(async () => 'after')).toBe('after');
  });
});
