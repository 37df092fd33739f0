import { readEnv } from '../app/env.ts';
import { startServer } from '../app/startServer.ts';
import { createTestDatabase } from './testDatabase.ts';

// A whole server on a random port over a database of its own, as `npm start` would run it.
export async function startTestServer(
  overrides: Record<string, string> = {},
  options: { webDir?: string } = {},
) {
  const database = await createTestDatabase();
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
  });
  return {
    ...server,
    env,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}
