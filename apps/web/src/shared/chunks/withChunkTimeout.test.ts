import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyChunkError } from './classifyChunkError.ts';
import { withChunkTimeout } from './withChunkTimeout.ts';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a chunk that arrives in time through', async () => {
    const loaded = withChunkTimeout(Promise.resolve({ default: 'page' }), 'Page', 120_000);
    await expect(loaded).resolves.toEqual({ default: 'page' });
  });

  it('fails a chunk that has not arrived by the deadline as a timeout', async () => {
    const loaded = withChunkTimeout(new Promise(() => undefined), 'Page', 120_000);
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(classifyChunkError(await outcome)).toBe('timeout');
  });

  it('keeps the original failure of a chunk that could not be fetched', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failure), 'Page', 120_000)).rejects.toBe(failure);
  });
});
