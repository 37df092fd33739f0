import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Every file under a folder with its size and modification time: "touches nothing" made checkable.
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const stat = statSync(path);
    out[path] = `${stat.size}:${stat.mtimeMs}`;
  }
  return out;
}

// The embedded database is PGlite's alone; with DATABASE_URL the server takes no folder lock.
describe.runIf(!process.env.DATABASE_URL)('a second server on the same data directory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('exits at once with a clear message and touches nothing', async () => {
    const dataDir = server.env.DATA_DIR;
    // The holder's own job polling writes to the folder; with it stopped (PGlite has no background
    // writer) any change would be the second process's doing.
    await server.boss.stop({ graceful: false, wait: true });
    const before = snapshot(dataDir);
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // A server that wrongly started would never exit on its own.
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);

    expect(code).toBe(1);
    expect(output).toContain(
      `The data directory ${dataDir} is in use by another Prosa server (pid ${process.pid})`,
    );
    expect(output).not.toContain('Prosa is ready');
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(readFileSync(join(dataDir, 'prosa.lock'), 'utf8')).toBe(String(process.pid));
    expect(snapshot(dataDir)).toEqual(before);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
