import { createServices } from '../app/createServices.ts';
import { readEnv } from '../app/env.ts';
import { seedDemo } from '../db/seed.ts';
import { accountIdOf, userIdOf } from '../modules/live/testing/insertConversation.ts';
import { createTestDatabase } from './testDatabase.ts';

// Tests that call use cases and workers directly: the app's services over a fresh database (PGlite,
// or PostgreSQL under DATABASE_URL) holding the demo seed, with the ids of its demo account and of
// that account's attendant. `close` ends both.
export async function openSeededServices() {
  const database = await createTestDatabase();
  const env = readEnv({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const { services, close } = await createServices(env, () => undefined);
  const { db } = services.database;
  await seedDemo(db);
  const [accountId, attendantId] = await Promise.all([
    accountIdOf(db, 'Prosa Demo'),
    userIdOf(db, 'atendente@prosa.demo'),
  ]);
  return {
    services,
    accountId,
    attendantId,
    close: async () => {
      await close();
      await database.drop();
    },
  };
}
