import { readEnv } from '../../app/env.ts';
import { openDatabase } from '../../db/openDatabase.ts';
import { rebuildRollups } from './rebuildRollups.ts';

// `npm run analytics:rebuild [accountId]`: recomputes the analytics rollups from the raw rows, for
// one account or all, on the database the server would open (DATABASE_URL, else DATA_DIR's PGlite,
// which must not be in use by a running server).
const env = readEnv();
const accountId = process.argv[2] ?? null;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const started = Date.now();
  await rebuildRollups(database, accountId);
  console.log(`analytics rollups rebuilt for ${accountId ?? 'every account'} in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
