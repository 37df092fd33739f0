import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { countQueries } from './countQueries.ts';

// Preloaded into the benchmarked server (`node --import ./bench/liveChat/serverProbe.ts …`) so the
// server's own code stays untouched: it measures the server's event-loop delay and answers the
// bench over the IPC channel. 'reset' starts a new window; 'report' answers the window's numbers.
// With BENCH_PROFILE_DIR set, the window is also CPU-profiled (the load only, not the start-up and
// ramp that --cpu-prof would mix in) and written there as a .cpuprofile for Chrome DevTools.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
// Garbage collection pauses: the longest and their sum in the window, to tell a GC stall from others.
let gcMaxMs = 0;
let gcTotalMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
    gcTotalMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

export interface ServerReport {
  type: 'report';
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  rssMb: number;
  heapUsedMb: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  gcMaxMs: number;
  gcTotalMs: number;
}

let cpuAtReset = process.cpuUsage();
const profileDir = process.env.BENCH_PROFILE_DIR;
const inspector = profileDir ? new Session() : null;
inspector?.connect();
const queries = profileDir ? countQueries() : null;
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    inspector?.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function startProfile() {
  await post('Profiler.enable');
  await post('Profiler.start');
}

async function writeProfile() {
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(join(profileDir ?? '.', `server-load-${process.pid}.cpuprofile`), JSON.stringify(profile));
}

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    gcMaxMs = 0;
    gcTotalMs = 0;
    cpuAtReset = process.cpuUsage();
    queries?.reset();
    if (inspector) startProfile().catch(() => undefined);
    return;
  }
  if (message !== 'report') return;
  if (inspector) writeProfile().catch(() => undefined);
  if (queries)
    writeFileSync(
      join(profileDir ?? '.', `server-queries-${process.pid}.json`),
      JSON.stringify(queries.top(), null, 1),
    );
  const cpu = process.cpuUsage(cpuAtReset);
  const report: ServerReport = {
    type: 'report',
    lagP50Ms: delay.percentile(50) / 1e6,
    lagP99Ms: delay.percentile(99) / 1e6,
    lagMaxMs: delay.max / 1e6,
    rssMb: process.memoryUsage.rss() / 2 ** 20,
    heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
    gcMaxMs,
    gcTotalMs,
  };
  process.send?.(report);
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
