// Where a channel's recent sends are counted. A send may go when, counting it, no sliding window of
// `windowMs` holds more than `cap` sends (their actual times), and its turn in the channel's
// schedule has come: the schedule hands out one turn every `spacingMs`, and a turn missed by less
// than `catchUpMs` is still owed, so the sends after a late one go at once until the schedule is
// met again (the window still bounds them). In memory for one process (LocalPaceWindow); in Redis
// for every process serving one database (RedisPaceWindow), so two servers on one WhatsApp number
// share its cap.
export interface PaceRule {
  cap: number;
  spacingMs: number;
  windowMs: number;
  catchUpMs: number;
}

// Of the `wanted` sends asked for at once, how many may go now (recorded at once), and when none
// may, how many milliseconds to wait before asking again. One question for every turn that is due
// rather than one per send: at 1,000 a second a round trip per turn, chained, was the pace itself
// (153 msg/s, docs/performance.md).
export interface PaceAnswer {
  granted: number;
  waitMs: number;
}

export interface PaceWindow {
  tryTake(key: string, rule: PaceRule, wanted: number): Promise<PaceAnswer>;
}
