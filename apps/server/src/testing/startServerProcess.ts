import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  // What the process wrote, for the failure message of a test that waited on it.
  output: () => string;
  // SIGKILL: no graceful close, no flush — the crash a reliability test wants.
  kill: () => Promise<void>;
  // SIGTERM: main.ts closes sockets, jobs and the database before exiting (SIGKILL after 10 s).
  stop: () => Promise<void>;
}

// Runs `main.ts` as its own operating-system process, as `npm start` does, so that a test can kill
// it outright and start it again on the same port and data. Resolves once /api/health answers.
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const { port, dataDir, databaseUrl } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    ...options.env,
  };
  // An empty DATABASE_URL would still count as set for readEnv: drop it for PGlite.
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`server process not healthy within the time allowed:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await signal('SIGTERM');
      clearTimeout(stubborn);
    },
  };
}
