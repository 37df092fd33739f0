import { describe, expect, it } from 'vitest';
import { serializeByKey } from './serializeByKey.ts';

describe('serializeByKey', () => {
  it('runs one key’s tasks in order, even after a failure, and other keys alongside', async () => {
    const run = serializeByKey();
    const log: string[] = [];
    const step = (name: string, waits: Promise<void>) => async () => {
      await waits;
      log.push(name);
    };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    const first = run('a', step('a1', gate));
    const failing = run('a', async () => {
      throw new Error('boom');
    });
    const third = run('a', step('a3', Promise.resolve()));
    const other = run('b', step('b1', Promise.resolve()));
    await other;
    expect(log).toEqual(['b1']);
    release();
    await first;
    await expect(failing).rejects.toThrow('boom');
    await third;
    expect(log).toEqual(['b1', 'a1', 'a3']);
  });
});
