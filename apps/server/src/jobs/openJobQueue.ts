import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { ServerLogger } from '../app/createLogger.ts';
import type { Database } from '../db/database.ts';
import { wakeWorkersOnSend } from './wakeWorkersOnSend.ts';

// pg-boss hands its options to its pg.Pool, though its types name only a few of them. Without
// limits a fetch on a stalled connection would hold its worker for the whole stall; generous ones,
// as pg-boss's maintenance may take long on a big job table.
const poolOptions = (connectionString: string): PgBoss.ConstructorOptions & pg.PoolConfig => ({
  connectionString,
  max: 4,
  connectionTimeoutMillis: 5000,
  query_timeout: 30_000,
});

// pg-boss on the same database: on PostgreSQL it keeps its own pool; on PGlite it shares the
// single embedded session through `executeSql`. Started; the caller registers its queues.
// Maintenance (which also fails and retries expired jobs, those a dead process had taken) runs
// every 30 s instead of 120 s, so such a job comes back within a minute.
const maintenanceIntervalSeconds = 30;

export async function openJobQueue(
  database: Database,
  databaseUrl: string | undefined,
  log: ServerLogger,
): Promise<PgBoss> {
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ ...poolOptions(databaseUrl), maintenanceIntervalSeconds })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
          maintenanceIntervalSeconds,
        });
  // A fetch, completion or maintenance that found no database: pg-boss tries again on its next poll
  // (a job whose completion was lost runs again after its expiry); the process goes on.
  boss.on('error', (error: Error & { queue?: string }) =>
    log.warn({ err: error, queue: error.queue }, 'a job queue operation failed; pg-boss tries again'),
  );
  await boss.start();
  wakeWorkersOnSend(boss);
  return boss;
}
