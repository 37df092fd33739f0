import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ServerLogger } from '../../../../app/createLogger.ts';
import { LocalPaceWindow } from './LocalPaceWindow.ts';
import type { PaceAnswer, PaceRule, PaceWindow } from './PaceWindow.ts';

// The same rule as LocalPaceWindow, decided and recorded in one step by Redis for every process
// serving one database: a list per channel of its last `cap` send times and the schedule's next
// turn beside it, on Redis's own clock (TIME), so processes on machines whose clocks differ still
// count one timeline. The list expires when the channel has sent nothing for two windows, the
// schedule when it owes no more turns either.
const script = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local cap = tonumber(ARGV[1])
local spacing = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local catchUp = tonumber(ARGV[4])
local wanted = tonumber(ARGV[5])
local base = math.max(tonumber(redis.call('GET', KEYS[2]) or now), now - catchUp)
local due = wanted
if base > now then due = 0 elseif spacing > 0 then due = math.floor((now - base) / spacing) + 1 end
-- The sends still inside the window: the times are in order, so a binary search finds the first.
local count = redis.call('LLEN', KEYS[1])
local lo, hi = 0, count
while lo < hi do
  local mid = math.floor((lo + hi) / 2)
  if tonumber(redis.call('LINDEX', KEYS[1], mid)) > now - window then hi = mid else lo = mid + 1 end
end
local inWindow = count - lo
local granted = math.max(0, math.min(wanted, due, cap - inWindow))
if granted == 0 then
  local wait = base - now
  if inWindow >= cap then
    local start = tonumber(redis.call('LINDEX', KEYS[1], -cap)) + window - now
    if start > wait then wait = start end
  end
  return {0, math.max(1, math.ceil(wait))}
end
local stamp = string.format('%.3f', now)
local stamps = {}
for i = 1, granted do stamps[i] = stamp end
redis.call('RPUSH', KEYS[1], unpack(stamps))
redis.call('LTRIM', KEYS[1], -cap, -1)
redis.call('PEXPIRE', KEYS[1], math.ceil(window * 2))
redis.call('SET', KEYS[2], string.format('%.3f', base + granted * spacing), 'PX', math.ceil(window * 2 + catchUp))
return {granted, 0}
`;
const sha = createHash('sha1').update(script).digest('hex');

// Should Redis fail, each process paces in memory (a lost Redis costs the shared cap, not the
// sends) and comes back to Redis at its next answer. Logged once per outage.
export class RedisPaceWindow implements PaceWindow {
  private readonly fallback = new LocalPaceWindow();
  private lost = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: ServerLogger,
  ) {}

  async tryTake(key: string, rule: PaceRule, wanted: number): Promise<PaceAnswer> {
    try {
      const [granted, waitMs] = await this.call(`${this.prefix}${key}`, rule, wanted);
      if (this.lost) this.log.info('channel pacing has Redis again');
      this.lost = false;
      return { granted: Number(granted), waitMs: Number(waitMs) };
    } catch (error) {
      if (!this.lost) this.log.warn({ err: error }, 'channel pacing lost Redis; pacing in this process');
      this.lost = true;
      return this.fallback.take(key, rule, wanted);
    }
  }

  private async call(key: string, rule: PaceRule, wanted: number) {
    const args = [
      key,
      `${key}:turn`,
      rule.cap,
      rule.spacingMs,
      rule.windowMs,
      rule.catchUpMs,
      wanted,
    ] as const;
    try {
      return (await this.redis.evalsha(sha, 2, ...args)) as [number, number];
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return (await this.redis.eval(script, 2, ...args)) as [number, number];
    }
  }
}
