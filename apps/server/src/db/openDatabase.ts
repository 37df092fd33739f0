import { join } from 'node:path';
import type { Database } from './database.ts';
import { lockDataDir } from './dataDirLock.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  // Connections the PostgreSQL pool may open (DATABASE_POOL_MAX).
  poolMax?: number;
  // How long a statement or a wait for a connection may take (DATABASE_TIMEOUT_MS).
  timeoutMs?: number;
}

// DATABASE_URL picks a PostgreSQL server; otherwise the embedded PGlite lives in DATA_DIR/pglite,
// guarded by a lock so that a second server on the same folder stops before touching it.
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.poolMax, config.timeoutMs);
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(join(config.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
