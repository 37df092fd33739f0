import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalCodePool, type ExternalCodePool } from './createExternalCodePool.ts';
import { runExternalCode } from './runExternalCode.ts';

// Scripts QuickJS's own limits do not stop in time: one string of 1 MB per step is native work
// the interrupt handler never sees, so only the pool's wall clock ends it.
const allocating = "const a = []; while (true) a.push('x'.repeat(1e6));";
const recursing = 'const f = () => f(); f();';

const pools: ExternalCodePool[] = [];
const newPool = (size: number, limits: Parameters<typeof createExternalCodePool>[0]['limits'] = {}) => {
  const pool = createExternalCodePool({ size, limits });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('createExternalCodePool', () => {
  it('returns what the script returns, with its console lines, from a worker thread', async () => {
    const pool = newPool(1);
    expect(
      await runExternalCode(pool, 'console.log("hi", input.n); return { double: input.n * 2 };', { n: 21 }),
    ).toEqual({
      ok: true,
      result: { double: 42 },
      logs: ['hi 21'],
    });
    expect(await runExternalCode(pool, 'input.n = 1;', { n: 2 })).toMatchObject({
      ok: false,
      reason: 'error',
      message: expect.stringContaining('TypeError'),
    });
  });

  it('refuses an input that is not JSON without starting a thread', async () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(await runExternalCode(newPool(1), 'return 1;', cyclic)).toEqual({
      ok: false,
      reason: 'error',
      message: 'input is not JSON',
      logs: [],
    });
  });

  it('terminates a worker at the wall clock and a new one runs the next script', async () => {
    const pool = newPool(1, { wallClockGraceMs: 200 });
    await runExternalCode(pool, 'return 0;', null);
    const started = Date.now();
    expect(await runExternalCode(pool, allocating, null, { timeoutMs: 300 })).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'wall clock limit reached: worker stopped',
      logs: [],
    });
    expect(Date.now() - started).toBeLessThan(300 + 200 + 300);
    expect(await runExternalCode(pool, 'return input + 1;', 1)).toMatchObject({ ok: true, result: 2 });
  });

  it('replaces a worker whose QuickJS a deep recursion broke', async () => {
    const pool = newPool(1);
    expect(await runExternalCode(pool, recursing, null)).toMatchObject({ ok: false, reason: 'error' });
    expect(await runExternalCode(pool, 'return "after";', null)).toMatchObject({ ok: true, result: 'after' });
  });

  it('runs scripts side by side on its threads', async () => {
    const pool = newPool(2, { wallClockGraceMs: 100 });
    const started = Date.now();
    const runs = await Promise.all([
      runExternalCode(pool, 'while (true) {}', null, { timeoutMs: 1500 }),
      runExternalCode(pool, 'while (true) {}', null, { timeoutMs: 1500 }),
    ]);
    expect(runs.map((run) => run.ok)).toEqual([false, false]);
    // One after the other would take 3 s at least (the margin is for starting the threads).
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('fails a run that waits too long or finds the queue full, like a timeout', async () => {
    const pool = newPool(1, { maxQueued: 1, maxQueueWaitMs: 100 });
    const busy = runExternalCode(pool, 'while (true) {}', null, { timeoutMs: 800 });
    const waiting = runExternalCode(pool, 'return 1;', null);
    const refused = runExternalCode(pool, 'return 1;', null);
    expect(await refused).toEqual({ ok: false, reason: 'timeout', message: 'sandbox busy', logs: [] });
    expect(await waiting).toEqual({ ok: false, reason: 'timeout', message: 'sandbox busy', logs: [] });
    expect(await busy).toMatchObject({ ok: false, reason: 'timeout' });
    // The stopped worker's replacement boots first (QuickJS compiles in about 100 ms, longer on a
    // loaded machine), which this pool's 100 ms queue wait may not cover: a CI run got "sandbox
    // busy" here. Asked again until the replacement answers.
    await expect
      .poll(() => runExternalCode(pool, 'return 2;', null), { timeout: 10_000, interval: 100 })
      .toMatchObject({ ok: true, result: 2 });
  });

  it('fails its runs, without starting workers in a loop, when no worker can start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'prosa-pool-'));
    const broken = join(folder, 'brokenWorker.mjs');
    writeFileSync(broken, "throw new Error('cannot start');");
    const pool = createExternalCodePool({ size: 2, workerFile: pathToFileURL(broken) });
    pools.push(pool);
    const runs = await Promise.all([1, 2, 3].map(() => runExternalCode(pool, 'return 1;', null)));
    expect(runs).toEqual(
      Array(3).fill({
        ok: false,
        reason: 'error',
        message: expect.stringContaining('sandbox failure'),
        logs: [],
      }),
    );
    // A later run tries again, and fails the same way.
    expect(await runExternalCode(pool, 'return 1;', null)).toMatchObject({ ok: false, reason: 'error' });
    rmSync(folder, { recursive: true });
  });

  it('ends its runs and its threads when closed', async () => {
    const pool = createExternalCodePool({ size: 1 });
    const running = runExternalCode(pool, 'while (true) {}', null, { timeoutMs: 5000 });
    await pool.close();
    expect(await running).toMatchObject({ ok: false, reason: 'error', message: 'sandbox closed' });
    expect(await runExternalCode(pool, 'return 1;', null)).toMatchObject({
      ok: false,
      message: 'sandbox closed',
    });
  });
});
