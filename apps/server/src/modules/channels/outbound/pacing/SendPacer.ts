import { LocalPaceWindow } from './LocalPaceWindow.ts';
import type { PaceWindow } from './PaceWindow.ts';

// How late after its turn a send may still use it.
const staleAfterMs = 5;

// Keeps a channel's sends under its provider's cap (WhatsApp: 80 messages/s per number, error
// 130429 above it), counted the way the provider counts: at most `rate` sends in any sliding
// second. A channel's sends take their turns one after the other in this process; each goes at its
// turn of a schedule of `rate` a second, and no sooner than a second (plus a margin for the jitter
// between leaving here and reaching the provider) after the send `rate` places before it. The
// schedule is kept, not restarted at each send: a timer that fires late (a busy event loop) delays
// that send only, and the next ones go at once until the schedule is met again, up to
// `catchUpTurns` turns (at least `catchUpMs` of them). Spacing each send from the one before
// instead lost every late timer's delay for good (65, then 72-73 msg/s of 80 on a busy server,
// docs/performance.md). The window counts the sends' actual times, not planned slots: a stalled
// event loop that delays some sends cannot bunch more than `rate` into one second, and a turn that
// reaches its send late (isStale) is not used. Where those times are kept is the window's: this
// process's memory, or Redis shared by every process of the deployment (RedisPaceWindow).
export class SendPacer {
  // Per channel, the sends waiting for their turns, in the order they asked, and the channel's rate.
  private readonly queues = new Map<string, TurnQueue>();

  constructor(
    private readonly signal: AbortSignal,
    private readonly window: PaceWindow = new LocalPaceWindow(),
    // Arrivals at the provider jitter against our recorded turns: with 15 ms, 81 of 80 still
    // arrived within one second at the fake now and then (docs/performance.md).
    private readonly marginMs = 30,
    // Turns still owed after a late round: `catchUpTurns`, and at high rates at least `catchUpMs`
    // of them. Eight turns are 100 ms at 80 a second but 8 ms at 1,000, less than one busy
    // event-loop turn; every round later than that lost its turns for good (906 msg/s of 1,000).
    // Much more (50 ms) grants bursts whose last sends reach their calls stale and waste their
    // turns (docs/performance.md, broadcast).
    private readonly catchUpTurns = 8,
    private readonly catchUpMs = 20,
    // The least time between two questions of a channel's round while sends wait. Asking as soon as
    // a round was answered found one turn due each millisecond at 1,000 a second: two Redis round
    // trips per send, whose socket writes cost the server more than its sends' own statements
    // (docs/performance.md, broadcast). Every few milliseconds a question finds a few turns due and
    // takes them together, within the catch-up; at 80 a second the spacing is the longer wait.
    private readonly roundMs = 4,
  ) {}

  // Resolves when this send may go (at once when the worker stops), with the moment its turn was
  // recorded. A channel's waiting sends ask the window together: every turn due by then is taken
  // in one question, so a busy event loop delays a round of turns, not each turn. `tag` names whose
  // send it is, for `withdraw`.
  take(key: string, rate: number, tag?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject, tag };
      const queue = this.queues.get(key);
      if (queue) {
        queue.waiting.push(waiter);
        queue.rate = rate;
        return;
      }
      const started = { waiting: [waiter], rate };
      this.queues.set(key, started);
      void this.grantTurns(key, started);
    });
  }

  // The channel's waiting sends of this tag leave the queue at once, their takes answered NaN
  // (no turn: a stopped dispatch's sends do not wait for turns they will not use); the sends
  // behind them move up.
  withdraw(key: string, tag: string) {
    const queue = this.queues.get(key);
    if (!queue) return;
    const leaving = queue.waiting.filter((waiter) => waiter.tag === tag);
    if (leaving.length === 0) return;
    queue.waiting = queue.waiting.filter((waiter) => waiter.tag !== tag);
    for (const waiter of leaving) waiter.resolve(Number.NaN);
  }

  // The window counts a send at its turn; a send that reaches its provider call well after it (the
  // event loop busy meanwhile: on PGlite the database's own work runs there) could arrive within a
  // second of the send `rate` turns later, over the cap. Such a send takes a new turn; the unused
  // one stays counted, which only errs on the safe side.
  isStale(granted: number) {
    return Date.now() - granted > staleAfterMs;
  }

  // Until no send of the channel waits. The queue leaves the map in the same step that finds it
  // empty, so a send asking meanwhile always finds a queue that will answer it.
  private async grantTurns(key: string, queue: TurnQueue) {
    try {
      for (;;) {
        if (queue.waiting.length === 0 || this.signal.aborted) break;
        const { rate } = queue;
        const rule = {
          cap: Math.max(1, Math.floor(rate)),
          spacingMs: 1000 / rate,
          windowMs: 1000 + this.marginMs,
          catchUpMs: Math.max((this.catchUpTurns * 1000) / rate, this.catchUpMs),
        };
        const { granted, waitMs } = await this.window.tryTake(key, rule, queue.waiting.length);
        const grantedAt = Date.now();
        for (const waiter of queue.waiting.splice(0, granted)) waiter.resolve(grantedAt);
        if (granted === 0) await sleep(waitMs, this.signal);
        else if (queue.waiting.length > 0) await sleep(Math.max(this.roundMs, rule.spacingMs), this.signal);
      }
      for (const waiter of queue.waiting.splice(0)) waiter.resolve(Date.now());
    } catch (error) {
      // The window itself failed (RedisPaceWindow falls back rather than throw): these sends fail,
      // their claims lapse and they go again later, never unpaced.
      for (const waiter of queue.waiting.splice(0)) waiter.reject(error);
    } finally {
      this.queues.delete(key);
    }
  }
}

interface TurnQueue {
  waiting: Array<{ resolve: (grantedAt: number) => void; reject: (error: unknown) => void; tag?: string }>;
  rate: number;
}

// Ends early when the worker stops, also when it stopped while the window was being asked.
function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
