import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createExternalCodePool } from '../../apps/server/src/modules/flows/effects/code/createExternalCodePool.ts';
import { runExternalCode } from '../../apps/server/src/modules/flows/effects/code/runExternalCode.ts';

// The same scripts through a pool of `size` workers with no server around it: what the sandbox
// alone costs this thread's event loop (starting, terminating and replacing workers included).
export async function measurePoolAlone(scripts: string[], rounds: number, size: number) {
  const pool = createExternalCodePool({ size });
  try {
    await runExternalCode(pool, 'return 0;', null);
    const lag = monitorEventLoopDelay({ resolution: 1 });
    lag.enable();
    const started = performance.now();
    const runs = await Promise.all(
      Array.from({ length: rounds }, () => scripts)
        .flat()
        .map((code) => runExternalCode(pool, code, null)),
    );
    lag.disable();
    return {
      runs: runs.length,
      failed: runs.filter((run) => !run.ok).length,
      seconds: (performance.now() - started) / 1000,
      lagP50Ms: lag.percentile(50) / 1e6,
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
    };
  } finally {
    await pool.close();
  }
}
