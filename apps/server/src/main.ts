import { fileURLToPath } from 'node:url';
import { checkProductionEnv } from './app/checkProductionEnv.ts';
import { readEnv } from './app/env.ts';
import { keepRunningOnUnhandledRejection } from './app/keepRunningOnUnhandledRejection.ts';
import { StartupRefusal } from './app/StartupRefusal.ts';
import { startServer } from './app/startServer.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';

const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

keepRunningOnUnhandledRejection();

async function main() {
  const env = readEnv();
  checkProductionEnv(env);
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
  if (env.PROSA_ENV === 'demo')
    console.log(
      `The widget on a demonstration site, to talk to the demo chatbot: ${server.url}/webchat/demo\n`,
    );
  if (server.setupUrl) {
    console.log(
      `\nNo user yet. Create the first administrator within 24 hours, once, at:\n  ${server.setupUrl}\n`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof StartupRefusal) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
