import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Starts the server as `npm start` does (web already built) and times until /api/health answers.
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('server did not become healthy within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchStartup(runs = 3) {
  const rows: Array<{ case: string; ms: number }> = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-'));
    rows.push({ case: 'new data directory', ms: await timeToHealthy(dataDir, 3900 + i) });
    rows.push({ case: 'existing data directory', ms: await timeToHealthy(dataDir, 3900 + i) });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
