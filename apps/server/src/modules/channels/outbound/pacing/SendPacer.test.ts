import { describe, expect, it } from 'vitest';
import { LocalPaceWindow } from './LocalPaceWindow.ts';
import type { PaceRule, PaceWindow } from './PaceWindow.ts';
import { SendPacer } from './SendPacer.ts';

// The process's own window, counting the questions put to it.
class CountingWindow implements PaceWindow {
  questions = 0;
  private readonly inner = new LocalPaceWindow();
  // A round trip to Redis: by default the answer comes a little later, as a busy server's would.
  constructor(private readonly answerMs = 5) {}
  async tryTake(key: string, rule: PaceRule, wanted: number) {
    this.questions++;
    if (this.answerMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerMs));
    return this.inner.take(key, rule, wanted);
  }
}

describe('SendPacer', () => {
  it('takes the due turns of all waiting sends in one question, in order, within the cap', async () => {
    const window = new CountingWindow();
    const pacer = new SendPacer(new AbortController().signal, window);
    const order: number[] = [];
    const times = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        pacer.take('channel', 1000).then((at) => {
          order.push(i);
          return at;
        }),
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // One question per send would be 300; a round of due turns per question is far fewer.
    expect(window.questions).toBeLessThan(100);
    // Still at the pace: 300 turns at 1,000 a second take about 300 ms (less the catch-up's 8).
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(280);
    const slow = new SendPacer(new AbortController().signal, new LocalPaceWindow());
    const paced = await Promise.all(Array.from({ length: 6 }, () => slow.take('channel', 10)));
    // Ten a second: the sixth goes at least half a second after the first.
    expect((paced.at(-1) ?? 0) - (paced[0] ?? 0)).toBeGreaterThanOrEqual(500);
  });

  it('asks a fast window once every few turns at 1,000 a second, not once or twice per turn', async () => {
    const window = new CountingWindow(0);
    const pacer = new SendPacer(new AbortController().signal, window);
    const times = await Promise.all(Array.from({ length: 200 }, () => pacer.take('channel', 1000)));
    // Asking again as soon as answered found one turn due per millisecond: over 200 questions.
    expect(window.questions).toBeLessThan(80);
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(175);
  });

  it('answers a send that asks again as its turn is granted (a stale turn), and every send when stopped', async () => {
    const stop = new AbortController();
    const pacer = new SendPacer(stop.signal, new CountingWindow());
    const again = await pacer.take('channel', 100).then(() => pacer.take('channel', 100));
    expect(again).toBeGreaterThan(0);
    // At one a second these would wait about a second each; stopped, they all go at once.
    const stoppedAt = Date.now();
    const waiting = Promise.all(Array.from({ length: 50 }, () => pacer.take('channel', 1)));
    stop.abort();
    expect(await waiting).toHaveLength(50);
    expect(Date.now() - stoppedAt).toBeLessThan(500);
  });

  it('withdraws one tag’s waiting sends at once, and the others keep their order and pace', async () => {
    const pacer = new SendPacer(new AbortController().signal, new LocalPaceWindow());
    // Ten a second: the withdrawn ones would otherwise wait up to a second for their turns.
    const stopped = Array.from({ length: 8 }, () => pacer.take('channel', 10, 'parado'));
    const kept = Array.from({ length: 3 }, () => pacer.take('channel', 10, 'segue'));
    const withdrawnAt = Date.now();
    pacer.withdraw('channel', 'parado');
    const answers = await Promise.all(stopped);
    expect(Date.now() - withdrawnAt).toBeLessThan(100);
    // The first of them may already have had its turn when the withdrawal came.
    expect(answers.filter(Number.isNaN).length).toBeGreaterThanOrEqual(7);
    const times = await Promise.all(kept);
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
