import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../../app/createLogger.ts';
import { newToken } from '../../../../app/newId.ts';
import { RedisPaceWindow } from './RedisPaceWindow.ts';
import { waitOf } from './testing/waitOf.ts';

const log = createLogger('silent');
const rule = { cap: 5, spacingMs: 0, windowMs: 1000, catchUpMs: 0 };

// Two windows on one Redis stand for two server processes pacing one channel.
describe.runIf(process.env.REDIS_URL)('RedisPaceWindow', () => {
  const clients: Redis[] = [];
  const client = (url = process.env.REDIS_URL ?? '') => {
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(() => {
    for (const redis of clients) redis.disconnect();
  });

  it('counts every process’s sends of a channel in one window, and each channel apart', async () => {
    const prefix = `prosa:pace:test-${newToken(8)}:`;
    const [one, two] = [client(), client()];
    await Promise.all([one.connect(), two.connect()]);
    const first = new RedisPaceWindow(one, prefix, log);
    const second = new RedisPaceWindow(two, prefix, log);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(waitOf(await (i % 2 ? second : first).tryTake('channel', rule, 1)));
    expect(answers).toEqual([0, 0, 0, 0, 0]);
    // The cap is reached whichever process asks next: wait about the rest of the second.
    const wait = waitOf(await second.tryTake('channel', rule, 1));
    expect(wait).toBeGreaterThan(900);
    expect(wait).toBeLessThanOrEqual(1000);
    expect(waitOf(await first.tryTake('channel', rule, 1))).toBeGreaterThan(900);
    expect(waitOf(await first.tryTake('other-channel', rule, 1))).toBe(0);
    // Spacing: the next send no sooner than spacingMs after the last one.
    expect(waitOf(await first.tryTake('spaced', { ...rule, spacingMs: 200 }, 1))).toBe(0);
    expect(waitOf(await second.tryTake('spaced', { ...rule, spacingMs: 200 }, 1))).toBeGreaterThan(150);
    // Only the last `cap` times are kept, and they expire.
    expect(await one.llen(`${prefix}channel`)).toBe(5);
    // Several sends asked for at once: as many as the window has room for, recorded together.
    expect(await first.tryTake('together', rule, 3)).toEqual({ granted: 3, waitMs: 0 });
    expect(await second.tryTake('together', rule, 3)).toEqual({ granted: 2, waitMs: 0 });
    expect((await first.tryTake('together', rule, 3)).waitMs).toBeGreaterThan(900);
    expect(await one.pttl(`${prefix}channel`)).toBeGreaterThan(1000);
  });

  it('keeps each channel’s schedule: the turns a late send missed go at once', async () => {
    const prefix = `prosa:pace:test-${newToken(8)}:`;
    const redis = client();
    await redis.connect();
    const window = new RedisPaceWindow(redis, prefix, log);
    const scheduled = { cap: 10, spacingMs: 1000, windowMs: 1000, catchUpMs: 3000 };
    expect(waitOf(await window.tryTake('channel', scheduled, 1))).toBe(0);
    // Two turns (at 1 s and 2 s) pass unused; both go at once, the next waits for its own.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(waitOf(await window.tryTake('channel', scheduled, 1))).toBe(0);
    expect(waitOf(await window.tryTake('channel', scheduled, 1))).toBe(0);
    expect(waitOf(await window.tryTake('channel', scheduled, 1))).toBeGreaterThan(0);
    expect(await redis.pttl(`${prefix}channel:turn`)).toBeGreaterThan(1000);
  });

  it('paces in this process when Redis cannot be reached', async () => {
    const unreachable = client('redis://127.0.0.1:1');
    unreachable.on('error', () => undefined);
    const window = new RedisPaceWindow(unreachable, 'prosa:pace:none:', log);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(waitOf(await window.tryTake('channel', rule, 1)));
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[5]).toBeGreaterThan(900);
  });
});
