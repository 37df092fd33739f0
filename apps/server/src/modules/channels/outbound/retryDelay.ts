// How long a transient refusal waits before the next attempt: what the provider asked
// (Retry-After, or its known wait for a rate code), else 1 s doubling per attempt up to 5 minutes,
// with up to a fifth more at random so sends refused together do not come back together.
export function retryDelay(attempts: number, retryAfterMs: number | undefined, random = Math.random): number {
  const backoff = Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60 * 1000);
  const base = retryAfterMs !== undefined && retryAfterMs >= 0 ? retryAfterMs : backoff;
  return Math.round(base * (1 + random() / 5));
}

// A transient failure is retried for 24 hours after the message was stored (spec campaigns §9:
// "temporary WhatsApp failure retry 24 h") and at most this many times; then it fails with its code.
export const retryWindowMs = 24 * 60 * 60 * 1000;
export const maxAttempts = 100;
