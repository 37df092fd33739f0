// Meta's pair rate (error 131056): one business number may send one message every 6 seconds to the
// same customer, with bursts of up to 45 that then wait out the time they borrowed. A token bucket
// of 45 refilled at one token per 6 s is exactly that.
export const pairBurst = 45;
export const pairRefillMs = 6000;

export class PairRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = pairBurst,
    private readonly refillMs = pairRefillMs,
  ) {}

  tryTake(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) / this.refillMs);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }
}
