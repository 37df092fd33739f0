// At most `perSecond` accepted messages in any sliding second, per business number (Cloud API: 80
// messages/s by default, error 130429 above it). Only accepted sends count: a refused one did not
// go out.
export class ThroughputLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly perSecond: number) {}

  // `perSecond`: the number's own tier when it has one (Cloud: up to 1,000 messages/s).
  tryTake(key: string, now: number, perSecond = this.perSecond): boolean {
    const times = (this.sent.get(key) ?? []).filter((at) => now - at < 1000);
    if (times.length >= perSecond) {
      this.sent.set(key, times);
      return false;
    }
    times.push(now);
    this.sent.set(key, times);
    return true;
  }
}
