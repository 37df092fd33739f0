// One thread of the external code pool (createExternalCodePool.ts). It compiles QuickJS once,
// says it is ready, then runs one script per message; the pool kills it if a script outlives its
// wall clock, and replaces it.
import { parentPort } from 'node:worker_threads';
import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import { runInQuickJs } from './runInQuickJs.mjs';

const quickJs = await newQuickJSWASMModuleFromVariant(releaseSyncVariant);
parentPort.on('message', ({ id, code, inputJson, limits }) => {
  parentPort.postMessage({ id, ...runInQuickJs(quickJs, code, inputJson, limits) });
});
parentPort.postMessage({ isReady: true });
