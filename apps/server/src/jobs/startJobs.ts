import { quietPolling } from '../app/jobPolling.ts';
import type { AppServices } from '../app/services.ts';
import { serverModules } from '../modules/serverModules.ts';
import { archiveIdleConversations } from './archiveIdleConversations.ts';
import { distributeReopenedQueues } from './distributeReopenedQueues.ts';
import { openJobQueue } from './openJobQueue.ts';
import { purgeExpired } from './purgeExpired.ts';
import { purgeUnattachedUploads } from './purgeUnattachedUploads.ts';
import { setIdleAttendantsAway } from './setIdleAttendantsAway.ts';

export const maintenanceQueue = 'maintenance.purge-expired';
// Every minute: awayAuto, auto-archive and queues reopened by business hours of live chat (a pg-boss schedule, so it survives restarts).
export const liveMinuteQueue = 'live.every-minute';

export async function startJobs(services: AppServices, options: { pollingIntervalSeconds?: number } = {}) {
  const { database, env } = services;
  const boss = await openJobQueue(database, env.DATABASE_URL, services.log);
  await boss.createQueue(maintenanceQueue);
  await boss.work(
    maintenanceQueue,
    { pollingIntervalSeconds: quietPolling(options.pollingIntervalSeconds ?? 30) },
    async () => {
      await purgeExpired(database.db);
      await purgeUnattachedUploads(services);
    },
  );
  await boss.schedule(maintenanceQueue, '17 * * * *');
  await boss.createQueue(liveMinuteQueue);
  await boss.work(
    liveMinuteQueue,
    { pollingIntervalSeconds: quietPolling(options.pollingIntervalSeconds ?? 10) },
    async () => {
      await setIdleAttendantsAway(services);
      await archiveIdleConversations(services);
      await distributeReopenedQueues(services);
    },
  );
  await boss.schedule(liveMinuteQueue, '* * * * *');
  // Each module's queues (modules/serverModules.ts).
  const pollingSeconds = Math.min(options.pollingIntervalSeconds ?? 1, 2);
  for (const module of serverModules) await module.jobs?.(services, boss, pollingSeconds);
  return boss;
}
