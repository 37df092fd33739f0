import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { externalCodeLimits, type SandboxLimits } from './externalCodeLimits.ts';
import { runInQuickJs } from './runInQuickJs.mjs';

const limits = { timeoutMs: 200, memoryBytes: 8 * 1024 * 1024 };

// What a worker of the pool does with one script, here on the test's own thread.
let quickJs: Pick<QuickJSWASMModule, 'newRuntime'>;
beforeAll(async () => {
  quickJs = await newQuickJSWASMModuleFromVariant(releaseSyncVariant);
});
const runExternalCode = async (
  code: string,
  input: unknown,
  runLimits: Partial<SandboxLimits>,
  sandbox = quickJs,
) => runInQuickJs(sandbox, code, JSON.stringify(input), { ...externalCodeLimits, ...runLimits }).result;

describe('runInQuickJs', () => {
  it('returns the value the script returns, computed from the input', async () => {
    const outcome = await runExternalCode(
      'return { total: input.items.reduce((sum, item) => sum + item.price, 0), name: input.name.toUpperCase() };',
      { name: 'ana', items: [{ price: 2 }, { price: 3.5 }] },
      limits,
    );
    expect(outcome).toEqual({ ok: true, result: { total: 5.5, name: 'ANA' }, logs: [] });
  });

  it('gives null when the script returns nothing', async () => {
    expect(await runExternalCode('const x = 1;', null, limits)).toEqual({ ok: true, result: null, logs: [] });
  });

  it('keeps console lines, bounded in count and length', async () => {
    const outcome = await runExternalCode(
      'console.log("hello", { a: 1 }); console.error("x".repeat(5000)); for (let i = 0; i < 500; i++) console.info(i); return 1;',
      {},
      limits,
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.logs[0]).toBe('hello {"a":1}');
    expect(outcome.logs[1]).toHaveLength(1000);
    expect(outcome.logs).toHaveLength(50);
  });

  it('stops a script that never ends within the time limit', async () => {
    const started = Date.now();
    const outcome = await runExternalCode('while (true) {}', {}, limits);
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 500);
  });

  it('cannot catch its way past the time limit', async () => {
    const outcome = await runExternalCode('for (;;) { try { while (true) {} } catch (e) {} }', {}, limits);
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('stops a script that allocates past the memory limit', async () => {
    const outcome = await runExternalCode(
      'const parts = []; for (let i = 0; i < 1e8; i++) parts.push({ i, text: "abcdefgh" + i }); return parts.length;',
      {},
      { timeoutMs: 5000, memoryBytes: 4 * 1024 * 1024 },
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'memory' });
  });

  it('stops a huge array allocation at the memory limit', async () => {
    const outcome = await runExternalCode('return new Array(1e9).fill(1).length;', {}, limits);
    expect(outcome).toMatchObject({ ok: false, reason: 'memory' });
  });

  it('sees no host objects', async () => {
    const outcome = await runExternalCode(
      `return [typeof process, typeof require, typeof fetch, typeof XMLHttpRequest, typeof setTimeout,
        typeof globalThis.std, typeof globalThis.os, typeof globalThis.__log, typeof globalThis.__code,
        typeof module, typeof Deno, typeof WebAssembly];`,
      {},
      limits,
    );
    expect(outcome).toEqual({ ok: true, result: Array(12).fill('undefined'), logs: [] });
  });

  it('cannot reach the host through constructors or import()', async () => {
    const outcome = await runExternalCode(
      'return (function () { return this; })() === undefined && typeof Function("return this")().process;',
      {},
      limits,
    );
    expect(outcome).toEqual({ ok: true, result: 'undefined', logs: [] });
    const imported = await runExternalCode('return import("node:fs");', {}, limits);
    expect(imported.ok && imported.result).not.toMatchObject({ readFileSync: expect.anything() });
  });

  it('gives the script a frozen input', async () => {
    const outcome = await runExternalCode(
      'input.items[0].price = 99; return input;',
      { items: [{ price: 1 }] },
      limits,
    );
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'error',
      message: expect.stringContaining('TypeError'),
    });
  });

  it('reports a thrown error with its message', async () => {
    const outcome = await runExternalCode(
      'throw new Error("no stock for " + input.sku);',
      { sku: 'A1' },
      limits,
    );
    expect(outcome).toEqual({ ok: false, reason: 'error', message: 'Error: no stock for A1', logs: [] });
  });

  it('reports a syntax error', async () => {
    const outcome = await runExternalCode('return {', {}, limits);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'error',
      message: expect.stringContaining('SyntaxError'),
    });
  });

  it('runs many scripts in a row without leaking runtimes or memory', async () => {
    const module = await newQuickJSWASMModuleFromVariant(releaseSyncVariant);
    const runtimes: QuickJSRuntime[] = [];
    const sandbox = {
      newRuntime: () => {
        const runtime = module.newRuntime();
        runtimes.push(runtime);
        return runtime;
      },
    };
    const scripts = [
      'return input * 2;',
      'throw new Error("x")',
      'while (true) {}',
      'return new Array(1e9).fill(0);',
    ];
    const runBatch = async () => {
      for (let run = 0; run < 40; run++) {
        await runExternalCode(
          scripts[run % scripts.length] ?? '',
          run,
          { timeoutMs: 20, memoryBytes: 4 * 1024 * 1024 },
          sandbox,
        );
      }
    };
    await runBatch();
    const memoryAfterWarmUp = module.getWasmMemory().buffer.byteLength;
    await runBatch();
    await runBatch();
    expect(runtimes).toHaveLength(120);
    expect(runtimes.filter((runtime) => runtime.alive)).toEqual([]);
    expect(module.getWasmMemory().buffer.byteLength).toBe(memoryAfterWarmUp);
  });
});
