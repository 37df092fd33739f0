// Keeps a channel's sends under its provider's cap (WhatsApp: 80 messages/s per number, error
// 130429 above it), counted the way the provider counts: at most `rate` sends in any sliding
// second. A channel's sends take their turns one after the other; each waits until it is at least
// half of `1000 / rate` ms after the one before (spread out, yet a timer that fired late can be
// caught up: with the full spacing every late timer was lost for good, and a busy server sent 65
// of its 80 a second, docs/performance.md) and more than a second (plus a margin for the jitter
// between leaving here and reaching the provider) after the send `rate` places before it.
// The times are the sends' actual ones, not planned slots: a stalled event loop that delays some
// sends cannot bunch them into one second.
export class SendPacer {
  private readonly sent = new Map<string, number[]>();
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly signal: AbortSignal,
    private readonly now: () => number = Date.now,
    private readonly marginMs = 15,
  ) {}

  // Resolves when this send may go (at once when the worker stops).
  take(key: string, rate: number): Promise<void> {
    const previous = this.turns.get(key) ?? Promise.resolve();
    const turn = previous.then(() => this.waitTurn(key, rate));
    this.turns.set(key, turn);
    void turn.finally(() => {
      if (this.turns.get(key) === turn) this.turns.delete(key);
    });
    return turn;
  }

  private async waitTurn(key: string, rate: number) {
    const cap = Math.max(1, Math.floor(rate));
    for (;;) {
      if (this.signal.aborted) return;
      const now = this.now();
      const times = this.sent.get(key) ?? [];
      const last = times.at(-1);
      const spaced = last === undefined ? 0 : last + 500 / rate - now;
      const windowStart = times.length >= cap ? (times[times.length - cap] ?? 0) : null;
      const windowed = windowStart === null ? 0 : windowStart + 1000 + this.marginMs - now;
      const wait = Math.max(spaced, windowed);
      if (wait <= 0) {
        times.push(now);
        if (times.length > cap) times.splice(0, times.length - cap);
        this.sent.set(key, times);
        return;
      }
      await sleep(wait, this.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
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
