import { describe, expect, it } from 'vitest';
import { OffsetClock } from './OffsetClock.ts';

describe('OffsetClock', () => {
  it('reads the system time until set, then the instant set with time flowing on from it', async () => {
    const clock = new OffsetClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    clock.set(new Date('2026-11-23T20:50:00Z'));
    const first = clock.now().getTime();
    expect(first - Date.parse('2026-11-23T20:50:00Z')).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });
});
