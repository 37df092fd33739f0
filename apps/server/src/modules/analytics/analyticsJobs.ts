import type PgBoss from 'pg-boss';
import type { AppServices } from '../../app/services.ts';
import { flushRollups } from './flushRollups.ts';
import { startRollupRebuildJobs } from './rebuildRollupsTask.ts';

export const analyticsFlushQueue = 'analytics.flush';
// How far the rollups may trail the conversations (the issue allows a minute).
const flushEverySeconds = 3;

// The rollups catch up with the recorded differences every few seconds: each flush queues the
// next (one per time slot across every process of the deployment), and a schedule every minute
// starts the chain again should it break (a crash between a flush and its successor).
export async function startAnalyticsJobs(services: AppServices, boss: PgBoss, pollingIntervalSeconds = 1) {
  const next = () =>
    boss.send(
      analyticsFlushQueue,
      {},
      { startAfter: flushEverySeconds, singletonKey: 'next', singletonSeconds: flushEverySeconds },
    );
  await boss.createQueue(analyticsFlushQueue);
  await boss.work(analyticsFlushQueue, { pollingIntervalSeconds }, async () => {
    await flushRollups(services.database, null);
    await next();
  });
  await boss.schedule(analyticsFlushQueue, '* * * * *');
  await next();
  await startRollupRebuildJobs(services, boss, pollingIntervalSeconds);
}
