import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

// pg-boss on the same database: on PostgreSQL it keeps its own pool; on PGlite it shares the
// single embedded session through `executeSql`. Started; the caller registers its queues.
export async function openJobQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ connectionString: databaseUrl, max: 4 })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
        });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  return boss;
}
