import type PgBoss from 'pg-boss';
import { quietPolling } from '../../../app/jobPolling.ts';
import type { AppServices } from '../../../app/services.ts';
import { sweepInboundReceipts } from './sweepInboundReceipts.ts';

export const inboundSweepQueue = 'channels.inbound-sweep';

// Recorded webhook events left unprocessed (a crash after the answer, a failed attempt) are
// finished at start and then every minute (a pg-boss schedule, so one process of many runs it).
export async function startInboundJobs(services: AppServices, boss: PgBoss, pollingIntervalSeconds = 10) {
  const publicUrl = services.env.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const sweep = () => sweepInboundReceipts(services, publicUrl);
  await boss.createQueue(inboundSweepQueue);
  await boss.work(inboundSweepQueue, { pollingIntervalSeconds: quietPolling(pollingIntervalSeconds) }, sweep);
  await boss.schedule(inboundSweepQueue, '* * * * *');
  sweep().catch((error) =>
    services.log.error({ err: error }, 'the start-up sweep of inbound channel events failed'),
  );
}
