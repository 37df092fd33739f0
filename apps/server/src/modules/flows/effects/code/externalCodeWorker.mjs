// One thread of the external code pool (createExternalCodePool.ts). It compiles QuickJS once,
// says it is ready, then runs one script per message; the pool kills it if a script outlives its
// wall clock, and replaces it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import { runInQuickJs } from './runInQuickJs.mjs';

// On Linux a thread has its own nice value: at the lowest priority, a script that spins cannot
// take CPU time from the server's event loop on a busy machine. Elsewhere the thread keeps its own.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {}

const quickJs = await newQuickJSWASMModuleFromVariant(releaseSyncVariant);
parentPort.on('message', ({ id, code, inputJson, limits }) => {
  parentPort.postMessage({ id, ...runInQuickJs(quickJs, code, inputJson, limits) });
});
parentPort.postMessage({ isReady: true });
