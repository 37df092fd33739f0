import { fileURLToPath } from 'node:url';
import { readEnv } from './app/env.ts';
import { startServer } from './app/startServer.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';

const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Node ends the process on an unhandled rejection. Libraries we do not control leave some promises
// unheard (pg-boss 10 does not await a job's complete/fail): when the database drops, one of them
// would take every open conversation down with it. Logged and kept running; a bug still shows here.
process.on('unhandledRejection', (reason) => {
  console.error('[process] unhandled rejection (the server keeps running):', reason);
});

async function main() {
  const env = readEnv();
  const startedAt = Date.now();
  const server = await startServer(env, { webDir });
  console.log(
    `Prosa is ready at ${server.url} (${server.services.database.kind}, ${Date.now() - startedAt} ms)`,
  );
  if (server.logins) {
    console.log('\nDemo logins created on this first start:');
    for (const login of server.logins)
      console.log(
        `  ${login.account.padEnd(14)} ${login.role.padEnd(14)} ${login.email}  /  ${login.password}`,
      );
    console.log('');
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
