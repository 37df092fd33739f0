import PgBoss from 'pg-boss';
import type { AppServices } from '../app/services.ts';
import { purgeExpired } from './purgeExpired.ts';

export const maintenanceQueue = 'maintenance.purge-expired';

// pg-boss on the same database: on PostgreSQL it keeps its own pool; on PGlite it shares the
// single embedded session through `executeSql`.
export async function startJobs(services: AppServices, options: { pollingIntervalSeconds?: number } = {}) {
  const { database, env } = services;
  const boss =
    database.kind === 'postgres' && env.DATABASE_URL
      ? new PgBoss({ connectionString: env.DATABASE_URL, max: 4 })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
        });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  await boss.createQueue(maintenanceQueue);
  await boss.work(
    maintenanceQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async () => {
      await purgeExpired(database.db);
    },
  );
  await boss.schedule(maintenanceQueue, '17 * * * *');
  return boss;
}
