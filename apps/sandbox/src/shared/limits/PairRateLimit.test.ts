import { describe, expect, it } from 'vitest';
import { PairRateLimit, pairBurst, pairRefillMs } from './PairRateLimit.ts';

describe('PairRateLimit (Meta: 1 message / 6 s per customer, bursts of 45)', () => {
  it('allows a burst of 45, then one per 6 seconds', () => {
    const limit = new PairRateLimit();
    for (let index = 0; index < pairBurst; index += 1) expect(limit.tryTake('pair', 0)).toBe(true);
    expect(limit.tryTake('pair', 0)).toBe(false);
    expect(limit.tryTake('pair', pairRefillMs - 1)).toBe(false);
    expect(limit.tryTake('pair', pairRefillMs)).toBe(true);
    expect(limit.tryTake('pair', pairRefillMs + 1)).toBe(false);
  });

  it('keeps pairs apart and refills to the burst, never above it', () => {
    const limit = new PairRateLimit();
    expect(limit.tryTake('a', 0)).toBe(true);
    for (let index = 0; index < pairBurst; index += 1) expect(limit.tryTake('b', 0)).toBe(true);
    const later = 1_000 * pairRefillMs;
    for (let index = 0; index < pairBurst; index += 1) expect(limit.tryTake('a', later)).toBe(true);
    expect(limit.tryTake('a', later)).toBe(false);
  });
});
