import type { AppServices } from '../app/services.ts';
import { startInboundJobs } from '../modules/channels/inbound/startInboundJobs.ts';
import { startChannelDelivery } from '../modules/channels/outbound/startChannelDelivery.ts';
import { startContactImportJobs } from '../modules/contactImport/contactImportJobs.ts';
import { startFlowJobs } from '../modules/flows/runtime/startFlowJobs.ts';
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
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async () => {
      await purgeExpired(database.db);
      await purgeUnattachedUploads(services);
    },
  );
  await boss.schedule(maintenanceQueue, '17 * * * *');
  await boss.createQueue(liveMinuteQueue);
  await boss.work(
    liveMinuteQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
    async () => {
      await setIdleAttendantsAway(services);
      await archiveIdleConversations(services);
      await distributeReopenedQueues(services);
    },
  );
  await boss.schedule(liveMinuteQueue, '* * * * *');
  await startFlowJobs(services, boss, Math.min(options.pollingIntervalSeconds ?? 1, 2));
  await startContactImportJobs(services, boss, Math.min(options.pollingIntervalSeconds ?? 1, 2));
  await startInboundJobs(services, boss, options.pollingIntervalSeconds ?? 10);
  startChannelDelivery(services, boss);
  return boss;
}
