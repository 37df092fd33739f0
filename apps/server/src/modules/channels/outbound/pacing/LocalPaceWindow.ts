import type { PaceAnswer, PaceRule, PaceWindow } from './PaceWindow.ts';

interface ChannelPace {
  // The last `cap` send times, oldest first.
  sent: number[];
  // When the schedule's next turn is.
  nextTurn: number;
}

// A channel's last `cap` send times and its schedule in this process's memory.
export class LocalPaceWindow implements PaceWindow {
  private readonly paces = new Map<string, ChannelPace>();

  constructor(private readonly now: () => number = Date.now) {}

  async tryTake(key: string, rule: PaceRule, wanted: number) {
    return this.take(key, rule, wanted);
  }

  take(key: string, { cap, spacingMs, windowMs, catchUpMs }: PaceRule, wanted = 1): PaceAnswer {
    const now = this.now();
    const pace = this.paces.get(key) ?? { sent: [], nextTurn: now };
    const { sent } = pace;
    const base = Math.max(pace.nextTurn, now - catchUpMs);
    const due = base > now ? 0 : spacingMs > 0 ? Math.floor((now - base) / spacingMs) + 1 : wanted;
    // The sends still inside the window: the times are in order, so they are the last ones.
    let inWindow = 0;
    while (inWindow < sent.length && (sent[sent.length - 1 - inWindow] ?? 0) > now - windowMs) inWindow++;
    const granted = Math.max(0, Math.min(wanted, due, cap - inWindow));
    if (granted === 0) {
      const windowed = inWindow >= cap ? (sent[sent.length - cap] ?? 0) + windowMs - now : 0;
      return { granted, waitMs: Math.max(1, Math.ceil(Math.max(base - now, windowed))) };
    }
    for (let i = 0; i < granted; i++) sent.push(now);
    if (sent.length > cap) sent.splice(0, sent.length - cap);
    pace.nextTurn = base + granted * spacingMs;
    this.paces.set(key, pace);
    return { granted, waitMs: 0 };
  }
}
