// Plain JavaScript on purpose: it runs inside a worker thread, which gets no TypeScript loader
// (tsx in `npm start`, Vite in the tests), so the worker loads the same way everywhere.

// Runs inside the sandbox. It takes the code, the input and the log sink off the global object
// before the script starts, deep-freezes the input, and runs the script as a function body so
// `return` gives the result. Everything crosses the boundary as strings.
const harnessOf = (maxLogLineLength) => `(() => {
  const code = globalThis.__code, inputJson = globalThis.__input, log = globalThis.__log;
  delete globalThis.__code; delete globalThis.__input; delete globalThis.__log;
  const freeze = (value) => {
    if (value !== null && typeof value === 'object') { Object.values(value).forEach(freeze); Object.freeze(value); }
    return value;
  };
  const show = (value) => { try { return typeof value === 'string' ? value : JSON.stringify(value); } catch { return String(value); } };
  const write = (...values) => { log(values.map(show).join(' ').slice(0, ${maxLogLineLength})); };
  globalThis.console = Object.freeze({ log: write, info: write, warn: write, error: write, debug: write });
  const result = new Function('input', '"use strict";\\n' + code)(freeze(JSON.parse(inputJson)));
  return result === undefined ? 'null' : JSON.stringify(result);
})()`;

// Runs a script in a fresh runtime of the QuickJS module: the script sees only the standard
// built-ins, a frozen `input` and a `console` whose lines we keep (bounded). Never throws. An
// emscripten abort (deep recursion can trip one when the runtime is freed) leaves the module
// unusable: `isSpent` tells the caller to drop it.
export function runInQuickJs(quickJs, code, inputJson, limits) {
  const logs = [];
  try {
    const runtime = quickJs.newRuntime();
    try {
      const context = runtime.newContext();
      try {
        return { result: runInContext(context, code, inputJson, limits, logs), isSpent: false };
      } finally {
        context.dispose();
      }
    } finally {
      runtime.dispose();
    }
  } catch (error) {
    const message = `sandbox failure: ${describeError(error)}`;
    return { result: { ok: false, reason: 'error', message, logs }, isSpent: true };
  }
}

function runInContext(context, code, inputJson, limits, logs) {
  const log = context.newFunction('log', (line) => {
    if (logs.length < limits.maxLogLines)
      logs.push(context.getString(line).slice(0, limits.maxLogLineLength));
  });
  for (const [name, handle] of [
    ['__code', context.newString(code)],
    ['__input', context.newString(inputJson)],
    ['__log', log],
  ]) {
    context.setProp(context.global, name, handle);
    handle.dispose();
  }
  // Limits go on once the host has placed its values, so only the script's own work counts.
  const { runtime } = context;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  const deadline = Date.now() + limits.timeoutMs;
  let wasInterrupted = false;
  runtime.setInterruptHandler(() => {
    wasInterrupted = Date.now() > deadline;
    return wasInterrupted;
  });
  const outcome = evaluate(context, limits);
  if (outcome.ok) return { ok: true, result: outcome.result, logs };
  if (wasInterrupted) return { ok: false, reason: 'timeout', message: 'time limit reached', logs };
  if (/out of memory/i.test(outcome.message))
    return { ok: false, reason: 'memory', message: outcome.message, logs };
  return { ok: false, reason: 'error', message: outcome.message, logs };
}

function evaluate(context, limits) {
  const evaluated = context.evalCode(harnessOf(limits.maxLogLineLength), 'external-code.js');
  if (evaluated.error) {
    const error = context.dump(evaluated.error);
    evaluated.error.dispose();
    return { ok: false, message: describeError(error) };
  }
  const resultHandle = evaluated.value;
  try {
    if (context.typeof(resultHandle) !== 'string') return { ok: false, message: 'result is not JSON' };
    const length = context.getProp(resultHandle, 'length').consume((handle) => context.getNumber(handle));
    if (length > limits.maxResultLength) return { ok: false, message: 'result too large' };
    return { ok: true, result: JSON.parse(context.getString(resultHandle)) };
  } finally {
    resultHandle.dispose();
  }
}

function describeError(error) {
  if (error && typeof error === 'object' && 'message' in error) {
    const { name, message } = error;
    return `${typeof name === 'string' ? `${name}: ` : ''}${String(message)}`.slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
