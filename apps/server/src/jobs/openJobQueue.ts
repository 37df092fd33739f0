import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

// pg-boss on the same database: on PostgreSQL it keeps its own pool; on PGlite it shares the
// single embedded session through `executeSql`. Started; the caller registers its queues.
// Maintenance (which also fails and retries expired jobs, those a dead process had taken) runs
// every 30 s instead of 120 s, so such a job comes back within a minute.
const maintenanceIntervalSeconds = 30;

export async function openJobQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ connectionString: databaseUrl, max: 4, maintenanceIntervalSeconds })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
          maintenanceIntervalSeconds,
        });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  return boss;
}
