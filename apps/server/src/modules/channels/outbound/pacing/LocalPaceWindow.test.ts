import { describe, expect, it } from 'vitest';
import { LocalPaceWindow } from './LocalPaceWindow.ts';
import { waitOf } from './testing/waitOf.ts';

const rule = { cap: 4, spacingMs: 100, windowMs: 1000, catchUpMs: 200 };

describe('LocalPaceWindow', () => {
  it('hands out one turn per spacing, and the turns a late send missed go at once', () => {
    let now = 0;
    const window = new LocalPaceWindow(() => now);
    const wide = { ...rule, cap: 10 };
    expect(waitOf(window.take('channel', wide))).toBe(0);
    expect(waitOf(window.take('channel', wide))).toBe(100);
    now = 100;
    expect(waitOf(window.take('channel', wide))).toBe(0);
    // The next turn was at 200; its timer fired 150 ms late: that send and the one whose turn
    // (300) has passed go at once, the one after at its turn (400).
    now = 350;
    expect(waitOf(window.take('channel', wide))).toBe(0);
    expect(waitOf(window.take('other', wide))).toBe(0);
    expect(waitOf(window.take('channel', wide))).toBe(0);
    expect(waitOf(window.take('channel', wide))).toBe(50);
  });

  it('never lets more than the cap into a window, however late the schedule runs', () => {
    let now = 0;
    const window = new LocalPaceWindow(() => now);
    const taken: number[] = [];
    for (; now < 5000; now += 1) if (window.take('channel', rule).granted === 1) taken.push(now);
    for (const at of taken)
      expect(taken.filter((t) => t >= at && t < at + 1000).length).toBeLessThanOrEqual(4);
    // The schedule (10 a second) is capped by the window (4 a second).
    expect(taken.length).toBeGreaterThanOrEqual(19);
  });

  it('owes no more than the catch-up: after a long pause the schedule starts again from now', () => {
    let now = 0;
    const window = new LocalPaceWindow(() => now);
    const big = { ...rule, cap: 100 };
    expect(waitOf(window.take('channel', big))).toBe(0);
    now = 10_000;
    // The turns of the last 200 ms (9,800, 9,900, 10,000) go at once, then one every 100 ms.
    const answers = Array.from({ length: 4 }, () => waitOf(window.take('channel', big)));
    expect(answers).toEqual([0, 0, 0, 100]);
  });

  it('grants every due turn of one question together, within the window, and no more than asked', () => {
    let now = 0;
    const window = new LocalPaceWindow(() => now);
    expect(window.take('channel', rule, 3)).toEqual({ granted: 1, waitMs: 0 });
    // 250 ms later two turns are due (100, 200): two of the five asked for go.
    now = 250;
    expect(window.take('channel', rule, 5)).toEqual({ granted: 2, waitMs: 0 });
    // At 1,000 three turns are owed (the catch-up's 200 ms), but the window's cap of four leaves
    // room for two beside the sends of 250; then none until those leave it.
    now = 1000;
    expect(window.take('channel', rule, 5)).toEqual({ granted: 2, waitMs: 0 });
    expect(window.take('channel', rule, 5)).toEqual({ granted: 0, waitMs: 250 });
    now = 1250;
    expect(window.take('channel', rule, 1)).toEqual({ granted: 1, waitMs: 0 });
  });
});
