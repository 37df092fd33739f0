import type PgBoss from 'pg-boss';
import { quietPolling } from '../../app/jobPolling.ts';
import { logFailure } from '../../app/logFailure.ts';
import type { AppServices } from '../../app/services.ts';
import { BroadcastSender } from './BroadcastSender.ts';
import { dueDispatchIds } from './dueDispatchIds.ts';
import { dispatchQueue, enqueueDispatch, rememberDispatchQueue } from './enqueueDispatch.ts';
import { runDispatch } from './runDispatch.ts';
import { runDueOccurrences } from './runDueOccurrences.ts';
import { syncBroadcastTemplates } from './syncBroadcastTemplates.ts';

export const dispatchSweepQueue = 'broadcast.dispatch-sweep';
export const templateSyncQueue = 'broadcast.template-sync';
// Dispatch jobs one process runs at once: one long dispatch does not hold the others back.
const dispatchWorkers = 4;

type Services = AppServices;

// The sending engine's jobs: a `broadcast.dispatch` job per dispatch to work (at once, or at its
// schedule), a sweep at start and every minute that queues a job for every dispatch still
// processing or due (what a killed process left), and the template sync every ten minutes.
// Jobs may overlap on one dispatch — a schedule and a sweep, two processes — and that is safe:
// recipients are claimed, not dispatches (claimRecipients).
export async function startBroadcastJobs(services: Services, boss: PgBoss, pollingIntervalSeconds: number) {
  const sender = new BroadcastSender(services);
  boss.on('stopped', () => sender.stop());
  rememberDispatchQueue(services.database, boss);
  await boss.createQueue(dispatchQueue);
  // The first worker polls quickly for the dispatches due at their schedule; the others join when
  // a dispatch sent for now wakes them (app/jobPolling.ts).
  for (let worker = 0; worker < dispatchWorkers; worker += 1)
    await boss.work<{ dispatchId: string }>(
      dispatchQueue,
      {
        pollingIntervalSeconds: worker === 0 ? pollingIntervalSeconds : quietPolling(pollingIntervalSeconds),
        batchSize: 1,
      },
      async ([job]) => {
        if (job) await runDispatch(services, sender, job.data.dispatchId);
      },
    );
  const sweep = () => sweepDispatches(services);
  await boss.createQueue(dispatchSweepQueue);
  await boss.work(dispatchSweepQueue, { pollingIntervalSeconds: 10 }, sweep);
  await boss.schedule(dispatchSweepQueue, '* * * * *');
  await boss.createQueue(templateSyncQueue);
  await boss.work(templateSyncQueue, { pollingIntervalSeconds: 10 }, () => syncBroadcastTemplates(services));
  await boss.schedule(templateSyncQueue, '*/10 * * * *');
  sweep().catch((error) => logFailure(services.log, error, {}, 'the start-up sweep of dispatches failed'));
}

async function sweepDispatches(services: Services) {
  await runDueOccurrences(services, services.clock.now());
  for (const id of await dueDispatchIds(services.database.db, services.clock.now()))
    await enqueueDispatch(services, id, null);
}
