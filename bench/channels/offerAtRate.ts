import { performance } from 'node:perf_hooks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Calls `offer(n)` for n = 0 … total − 1 at `rate` per second (checked every 5 ms: a late timer
// catches up at once rather than stretching the run). Resolves once the last one is offered, with
// the time the first one was (performance.now()).
export async function offerAtRate(total: number, rate: number, offer: (n: number) => void) {
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    while (sent < due) offer(sent++);
    await sleep(5);
  }
  return started;
}
