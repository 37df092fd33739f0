import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

export type ExternalCodeLimits = { timeoutMs: number; memoryBytes: number };

export type ExternalCodeResult =
  | { ok: true; result: unknown; logs: string[] }
  | { ok: false; reason: 'timeout' | 'memory' | 'error'; message: string; logs: string[] };

export const externalCodeLimits = {
  timeoutMs: 1000,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 512 * 1024,
  maxLogLines: 50,
  maxLogLineLength: 1000,
  maxResultLength: 64 * 1024,
};

// The WebAssembly module is compiled once per process; each run gets its own runtime inside it.
// A module that failed (an emscripten abort leaves it unusable) is dropped and built again.
let quickJsModule: Promise<QuickJSWASMModule> | undefined;
const loadQuickJs = () => {
  quickJsModule ??= newQuickJSWASMModuleFromVariant(releaseSyncVariant);
  return quickJsModule;
};

// Runs inside the sandbox. It takes the code, the input and the log sink off the global object
// before the script starts, deep-freezes the input, and runs the script as a function body so
// `return` gives the result. Everything crosses the boundary as strings.
const harness = `(() => {
  const code = globalThis.__code, inputJson = globalThis.__input, log = globalThis.__log;
  delete globalThis.__code; delete globalThis.__input; delete globalThis.__log;
  const freeze = (value) => {
    if (value !== null && typeof value === 'object') { Object.values(value).forEach(freeze); Object.freeze(value); }
    return value;
  };
  const show = (value) => { try { return typeof value === 'string' ? value : JSON.stringify(value); } catch { return String(value); } };
  const write = (...values) => { log(values.map(show).join(' ').slice(0, ${externalCodeLimits.maxLogLineLength})); };
  globalThis.console = Object.freeze({ log: write, info: write, warn: write, error: write, debug: write });
  const result = new Function('input', '"use strict";\\n' + code)(freeze(JSON.parse(inputJson)));
  return result === undefined ? 'null' : JSON.stringify(result);
})()`;

// Runs a channel's external code in QuickJS compiled to WebAssembly: the script sees only the
// standard JavaScript built-ins, a frozen `input` and a `console` whose lines we keep (bounded).
// The interrupt handler stops it at the deadline and the runtime's memory limit stops huge
// allocations; both end in a result, never a throw, so the flow can take its error jump.
// Evaluation is synchronous: the time limit is also how long it may hold the event loop.
export async function runExternalCode(
  code: string,
  input: unknown,
  limits: ExternalCodeLimits = externalCodeLimits,
  sandbox?: Pick<QuickJSWASMModule, 'newRuntime'>,
): Promise<ExternalCodeResult> {
  const logs: string[] = [];
  let inputJson: string;
  try {
    inputJson = JSON.stringify(input ?? null);
  } catch {
    return { ok: false, reason: 'error', message: 'input is not JSON', logs };
  }
  try {
    const runtime = (sandbox ?? (await loadQuickJs())).newRuntime();
    try {
      const context = runtime.newContext();
      try {
        return runInContext(context, code, inputJson, limits, logs);
      } finally {
        context.dispose();
      }
    } finally {
      runtime.dispose();
    }
  } catch (error) {
    if (!sandbox) quickJsModule = undefined;
    return { ok: false, reason: 'error', message: `sandbox failure: ${describeError(error)}`, logs };
  }
}

function runInContext(
  context: QuickJSContext,
  code: string,
  inputJson: string,
  limits: ExternalCodeLimits,
  logs: string[],
): ExternalCodeResult {
  const log = context.newFunction('log', (line: QuickJSHandle) => {
    if (logs.length < externalCodeLimits.maxLogLines) {
      logs.push(context.getString(line).slice(0, externalCodeLimits.maxLogLineLength));
    }
  });
  for (const [name, handle] of [
    ['__code', context.newString(code)],
    ['__input', context.newString(inputJson)],
    ['__log', log],
  ] as const) {
    context.setProp(context.global, name, handle);
    handle.dispose();
  }
  // Limits go on once the host has placed its values, so only the script's own work counts.
  const { runtime } = context;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(externalCodeLimits.stackBytes);
  const deadline = Date.now() + limits.timeoutMs;
  let wasInterrupted = false;
  runtime.setInterruptHandler(() => {
    wasInterrupted = Date.now() > deadline;
    return wasInterrupted;
  });
  const outcome = evaluate(context);
  if (outcome.ok) return { ok: true, result: outcome.result, logs };
  if (wasInterrupted) return { ok: false, reason: 'timeout', message: 'time limit reached', logs };
  if (/out of memory/i.test(outcome.message))
    return { ok: false, reason: 'memory', message: outcome.message, logs };
  return { ok: false, reason: 'error', message: outcome.message, logs };
}

function evaluate(context: QuickJSContext): { ok: true; result: unknown } | { ok: false; message: string } {
  const evaluated = context.evalCode(harness, 'external-code.js');
  if (evaluated.error) {
    const error = context.dump(evaluated.error) as unknown;
    evaluated.error.dispose();
    return { ok: false, message: describeError(error) };
  }
  const resultHandle = evaluated.value;
  try {
    if (context.typeof(resultHandle) !== 'string') return { ok: false, message: 'result is not JSON' };
    const length = context.getProp(resultHandle, 'length').consume((handle) => context.getNumber(handle));
    if (length > externalCodeLimits.maxResultLength) return { ok: false, message: 'result too large' };
    return { ok: true, result: JSON.parse(context.getString(resultHandle)) };
  } finally {
    resultHandle.dispose();
  }
}

function describeError(error: unknown) {
  if (error && typeof error === 'object' && 'message' in error) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? `${name}: ` : ''}${String(message)}`.slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
