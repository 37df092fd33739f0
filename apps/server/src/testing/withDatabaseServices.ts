import { createServices } from '../app/createServices.ts';
import { readEnv } from '../app/env.ts';
import type { TestDatabase } from './testDatabase.ts';

export type DatabaseServices = Awaited<ReturnType<typeof createServices>>['services'];

// Opens a test database's services in this process while no server holds it (PGlite takes one
// process at a time), runs `work` and closes them: what the process-kill tests use to prepare a
// database before their server starts and to read it after it stopped.
export async function withDatabaseServices<T>(
  database: TestDatabase,
  work: (services: DatabaseServices) => Promise<T>,
) {
  const env = readEnv({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const { services, close } = await createServices(env, () => undefined);
  try {
    return await work(services);
  } finally {
    await close();
  }
}
