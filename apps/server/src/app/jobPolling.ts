// How often a worker polls a queue whose jobs are sent for now by a server that also works it:
// the send wakes the worker (jobs/wakeWorkersOnSend.ts), and polling only catches retries and jobs
// another process left. An idle server polled 17 queues every second, 84 ms of CPU per second on
// PGlite; queues with jobs due later (a balloon's delay, a flush every 3 s, a scheduled dispatch's
// first worker) keep the quick polling (docs/performance.md, "Test suite").
export const quietPollingSeconds = 10;

export const quietPolling = (pollingSeconds: number) => Math.max(pollingSeconds, quietPollingSeconds);
