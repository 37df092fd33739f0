import { readEnv } from '../app/env.ts';
import { startServer } from '../app/startServer.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export interface TestServerOptions {
  webDir?: string;
  // Serve a database created by the caller (a restart, or a second process on one PostgreSQL
  // database); the caller then drops it. Without it the server gets a database of its own.
  database?: TestDatabase;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

// A whole server on a random port over a database of its own, as `npm start` would run it.
export async function startTestServer(
  overrides: Record<string, string> = {},
  options: TestServerOptions = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const env = readEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  });
  const server = await startServer(env, {
    logger: false,
    log: () => undefined,
    jobsPollingSeconds: 1,
    webDir: options.webDir,
  }).catch(async (error) => {
    if (!options.database) await database.drop();
    throw error;
  });
  return {
    ...server,
    env,
    database,
    close: async () => {
      await server.close();
      if (!options.database) await database.drop();
    },
  };
}
