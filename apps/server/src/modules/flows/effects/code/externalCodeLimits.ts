// What one run of external code may use. The interrupt handler stops a script after `timeoutMs`
// of work and the runtime refuses allocations past `memoryBytes`; the pool's wall clock
// (timeoutMs + wallClockGraceMs) is the backstop for work QuickJS does not interrupt, such as a
// single huge string operation, and terminates the worker.
export const externalCodeLimits = {
  timeoutMs: 1000,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 512 * 1024,
  maxLogLines: 50,
  maxLogLineLength: 1000,
  maxResultLength: 64 * 1024,
};

export type SandboxLimits = typeof externalCodeLimits;

// How the worker pool shares its threads (docs/decisions.md, "External code in worker threads").
export const externalCodePoolLimits = {
  wallClockGraceMs: 500,
  maxQueued: 100,
  maxQueueWaitMs: 5000,
  // A worker not ready by then (compiling QuickJS takes ~100 ms) is given up, not waited on.
  bootMs: 10_000,
  // The worker's own JavaScript heap (QuickJS's WebAssembly memory is bounded by memoryBytes).
  workerHeapMb: 64,
};

export type ExternalCodeResult =
  | { ok: true; result: unknown; logs: string[] }
  | { ok: false; reason: 'timeout' | 'memory' | 'error'; message: string; logs: string[] };
