import { Worker } from 'node:worker_threads';
import { type ExternalCodeResult, externalCodePoolLimits, type SandboxLimits } from './externalCodeLimits.ts';

export interface ExternalCodePool {
  run(code: string, inputJson: string, limits: SandboxLimits): Promise<ExternalCodeResult>;
  close(): Promise<void>;
}

export interface ExternalCodePoolOptions {
  size: number;
  limits?: Partial<typeof externalCodePoolLimits>;
  // The worker's module: externalCodeWorker.mjs (a test gives one that cannot start).
  workerFile?: URL;
}

interface Job {
  id: number;
  code: string;
  inputJson: string;
  limits: SandboxLimits;
  resolve: (result: ExternalCodeResult) => void;
  queueTimer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  isReady: boolean;
  job?: Job;
  wallClock?: NodeJS.Timeout;
}

type WorkerMessage = { isReady: true } | { id: number; result: ExternalCodeResult; isSpent: boolean };

const failure = (reason: 'timeout' | 'memory' | 'error', message: string): ExternalCodeResult => ({
  ok: false,
  reason,
  message,
  logs: [],
});

// Runs external code on worker threads so that no script, however hostile, holds the server's
// event loop. A script that outlives its wall clock gets its worker terminated (QuickJS cannot
// interrupt a single long native operation), and a replacement starts at once. Threads start on
// the first run; runs wait in a bounded queue while all are busy.
export function createExternalCodePool(options: ExternalCodePoolOptions): ExternalCodePool {
  const limits = { ...externalCodePoolLimits, ...options.limits };
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

  const spawn = () => {
    // No execArgv: the worker is plain JavaScript and needs none of the parent's loaders.
    const worker = new Worker(options.workerFile ?? new URL('./externalCodeWorker.mjs', import.meta.url), {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    });
    worker.unref();
    const slot: Slot = { worker, isReady: false };
    slots.add(slot);
    worker.on('message', (message: WorkerMessage) => {
      if ('isReady' in message) {
        slot.isReady = true;
      } else if (slot.job?.id === message.id) {
        settle(slot, message.result);
        if (message.isSpent) retire(slot);
      }
      dispatch();
    });
    const onDeath = (error?: Error & { code?: string }) => {
      if (!slots.has(slot)) return;
      const wasReady = slot.isReady;
      const isOutOfMemory = error?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle(
        slot,
        failure(isOutOfMemory ? 'memory' : 'error', `sandbox failure: ${error?.message ?? 'exit'}`),
      );
      retire(slot, wasReady);
      // A worker that cannot even start would fail the same way again: the queue fails instead.
      if (!wasReady && slots.size === 0)
        for (const job of queue.splice(0))
          finish(job, failure('error', 'sandbox failure: no worker started'));
    };
    worker.on('error', onDeath);
    worker.on('exit', () => onDeath());
    const boot = setTimeout(() => slot.isReady || onDeath(new Error('worker did not start')), limits.bootMs);
    boot.unref();
  };

  const finish = (job: Job, result: ExternalCodeResult) => {
    clearTimeout(job.queueTimer);
    job.resolve(result);
  };

  const settle = (slot: Slot, result: ExternalCodeResult) => {
    clearTimeout(slot.wallClock);
    if (slot.job) finish(slot.job, result);
    slot.job = undefined;
  };

  const retire = (slot: Slot, isReplaced = true) => {
    slots.delete(slot);
    void slot.worker.terminate();
    if (isReplaced && !isClosed) spawn();
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.isReady || slot.job) continue;
      const job = queue.shift() as Job;
      clearTimeout(job.queueTimer);
      slot.job = job;
      slot.wallClock = setTimeout(() => {
        settle(slot, failure('timeout', 'wall clock limit reached: worker stopped'));
        retire(slot);
      }, job.limits.timeoutMs + limits.wallClockGraceMs);
      slot.worker.postMessage({ id: job.id, code: job.code, inputJson: job.inputJson, limits: job.limits });
    }
    const starting = [...slots].filter((slot) => !slot.isReady).length;
    if (queue.length > starting && slots.size < options.size) spawn();
  };

  return {
    run: (code, inputJson, sandboxLimits) =>
      new Promise((resolve) => {
        if (isClosed) return resolve(failure('error', 'sandbox closed'));
        if (queue.length >= limits.maxQueued) return resolve(failure('timeout', 'sandbox busy'));
        const job: Job = {
          id: nextId++,
          code,
          inputJson,
          limits: sandboxLimits,
          resolve,
          // A run that waits too long fails like one that ran too long.
          queueTimer: setTimeout(() => {
            queue.splice(queue.indexOf(job), 1);
            resolve(failure('timeout', 'sandbox busy'));
          }, limits.maxQueueWaitMs),
        };
        queue.push(job);
        dispatch();
      }),
    close: async () => {
      isClosed = true;
      for (const job of queue.splice(0)) finish(job, failure('error', 'sandbox closed'));
      const closing = [...slots];
      slots.clear();
      for (const slot of closing) settle(slot, failure('error', 'sandbox closed'));
      await Promise.all(closing.map((slot) => slot.worker.terminate()));
    },
  };
}
