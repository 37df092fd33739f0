// `npm start`: builds the web app and the webchat widget when missing or stale, then serves API, sockets and the
// panel on one port (PORT, default 3000) over PGlite in DATA_DIR, or DATABASE_URL's PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from './isBuildStale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const [name, workspace] of [
  ['web', '@prosa/web'],
  ['webchat', '@prosa/webchat'],
]) {
  if (!isBuildStale(root, name)) continue;
  console.log(`Building the ${name} app…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
