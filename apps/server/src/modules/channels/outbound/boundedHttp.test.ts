import { describe, expect, it } from 'vitest';
import type { HttpFetch } from '../adapters/ChannelAdapter.ts';
import { boundedHttp } from './boundedHttp.ts';

// A provider that never answers: each call ends only when its signal aborts, with the signal's reason.
const hanging: HttpFetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

const elapsed = async (call: Promise<unknown>) => {
  const started = Date.now();
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  return { error, ms: Date.now() - started };
};

describe('boundedHttp', () => {
  it('ends each call after nine tenths of its timeout at the earliest and by the timeout', async () => {
    const http = boundedHttp(hanging, new AbortController().signal, 200);
    const first = elapsed(http('http://provider/1', { method: 'POST' }));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = elapsed(http('http://provider/2', { method: 'POST' }));
    for (const { error, ms } of await Promise.all([first, second])) {
      expect((error as Error).name).toBe('TimeoutError');
      expect(ms).toBeGreaterThanOrEqual(175);
      expect(ms).toBeLessThan(1000);
    }
  });

  it('ends the calls at once when the worker stops, and a call when its own signal aborts', async () => {
    const stop = new AbortController();
    const http = boundedHttp(hanging, stop.signal, 60_000);
    const own = new AbortController();
    const mine = elapsed(http('http://provider/mine', { signal: own.signal }));
    own.abort(new Error('mine'));
    expect(await mine).toMatchObject({ error: new Error('mine') });
    const call = elapsed(http('http://provider/3'));
    stop.abort(new Error('stopped'));
    const { error, ms } = await call;
    expect(error).toEqual(new Error('stopped'));
    expect(ms).toBeLessThan(1000);
  });
});
