import { describe, expect, it } from 'vitest';
import { ThroughputLimit } from './ThroughputLimit.ts';

describe('ThroughputLimit', () => {
  it('accepts 80 in any sliding second per key, then refuses until the oldest leaves the second', () => {
    const limit = new ThroughputLimit(80);
    for (let index = 0; index < 80; index += 1) expect(limit.tryTake('n1', 1000 + index)).toBe(true);
    expect(limit.tryTake('n1', 1500)).toBe(false);
    expect(limit.tryTake('n2', 1500)).toBe(true);
    expect(limit.tryTake('n1', 1999)).toBe(false);
    expect(limit.tryTake('n1', 2000)).toBe(true);
    expect(limit.tryTake('n1', 2000)).toBe(false);
  });

  it('does not count refused attempts', () => {
    const limit = new ThroughputLimit(1);
    expect(limit.tryTake('n', 0)).toBe(true);
    for (let at = 1; at < 1000; at += 100) expect(limit.tryTake('n', at)).toBe(false);
    expect(limit.tryTake('n', 1000)).toBe(true);
  });
});
