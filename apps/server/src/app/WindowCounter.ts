import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { WindowLimit } from './abuseLimits.ts';
import { RateLimitedError } from './RateLimitedError.ts';

export interface LimitKeys {
  visitor: string;
  address: string;
}

function counter(points: number, windowMs: number, keyPrefix: string, redis: Redis | null) {
  if (points === 0) return null;
  const options = { points, duration: Math.ceil(windowMs / 1000), keyPrefix };
  const memory = new RateLimiterMemory(options);
  // With Redis every process counts in one place; should Redis fail, each process keeps counting
  // on its own rather than letting everything through or refusing every visitor.
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
}

// One limit counted per visitor and per address over a fixed window (rate-limiter-flexible: an
// atomic INCR + EXPIRE in Redis, or a map in memory on a single process).
export class WindowCounter {
  private readonly counters: Array<{ limiter: RateLimiterAbstract; key: (keys: LimitKeys) => string }>;

  constructor(name: string, limit: WindowLimit, redis: Redis | null) {
    const visitor = counter(limit.perVisitor, limit.windowMs, `${name}:visitor`, redis);
    const address = counter(limit.perAddress, limit.windowMs, `${name}:address`, redis);
    this.counters = [
      ...(visitor ? [{ limiter: visitor, key: (keys: LimitKeys) => keys.visitor }] : []),
      ...(address ? [{ limiter: address, key: (keys: LimitKeys) => keys.address }] : []),
    ];
  }

  // Counts `amount` on both; refused (RateLimitedError) when either would go over its limit. A
  // refused take counts nothing, so one oversized attempt does not use up a day's bytes.
  async take(keys: LimitKeys, amount = 1) {
    const results = await Promise.allSettled(
      this.counters.map(({ limiter, key }) => limiter.consume(key(keys), amount)),
    );
    let waitMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (results.every((result) => result.status === 'fulfilled')) return;
    await this.adjust(keys, -amount);
    throw new RateLimitedError('live.slowDown', Math.max(1, Math.ceil(waitMs / 1000)));
  }

  // Corrects an earlier take once the real amount is known (an upload's bytes after streaming).
  async adjust(keys: LimitKeys, difference: number) {
    if (difference === 0) return;
    await Promise.all(
      this.counters.map(({ limiter, key }) =>
        difference > 0 ? limiter.penalty(key(keys), difference) : limiter.reward(key(keys), -difference),
      ),
    );
  }
}
