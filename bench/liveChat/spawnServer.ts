import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTestLimits } from '../../apps/server/src/testing/loadTestLimits.ts';
import type { ServerReport } from './serverProbe.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const probe = fileURLToPath(new URL('./serverProbe.ts', import.meta.url));

export type BenchServer = Awaited<ReturnType<typeof spawnServer>>;

// The server as production runs it (`node apps/server/src/main.ts`, NODE_ENV production), in its
// own process so its event loop and memory are its own, with serverProbe.ts preloaded to report
// them over IPC. PORT 0 unless `port` is given: the port is read from the "ready" line.
export async function spawnServer(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  cpuProfileDir: string | null;
  port?: number;
}) {
  const args = ['--import', 'tsx', '--import', probe];
  args.push('apps/server/src/main.ts');
  // Thousands of customers from one address: the abuse limits are off unless the caller sets them.
  const env: NodeJS.ProcessEnv = {
    ...loadTestLimits,
    ...process.env,
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  if (options.cpuProfileDir) {
    // The probe writes its profile there at the end: a missing folder lost the run's profile.
    mkdirSync(options.cpuProfileDir, { recursive: true });
    env.BENCH_PROFILE_DIR = options.cpuProfileDir;
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stderr?.on('data', keep);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const ready = /Prosa is ready at http:\/\/[^:]+:(\d+)/.exec(chunk.toString());
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before ready:\n${output.join('')}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output.join(''),
    resetProbe: () => child.send('reset'),
    report: () => ask(child),
    stop: () => stop(child),
  };
}

function ask(child: ChildProcess) {
  return new Promise<ServerReport>((resolve, reject) => {
    // A saturated server reads its IPC late (PGlite runs on the server's own thread).
    const timer = setTimeout(() => reject(new Error('the server probe did not answer')), 120_000);
    const onMessage = (message: ServerReport) => {
      if (message?.type !== 'report') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send('report');
  });
}

// SIGTERM lets main.ts close cleanly (and --cpu-prof write its profile); a server that hangs is killed.
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
