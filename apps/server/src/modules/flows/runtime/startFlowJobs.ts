import type PgBoss from 'pg-boss';
import type { AppServices } from '../../../app/services.ts';
import {
  type FlowDelivery,
  type FlowTimer,
  flowDeliverQueue,
  flowTimerQueue,
  registerFlowJobs,
} from './flowJobs.ts';
import { deliverFlowMessage, fireFlowTimer } from './runFlowTurn.ts';

// Delayed balloons and no-response timers. One job at a time per poll keeps the balloons of a
// conversation in the order they were sent.
export async function startFlowJobs(services: AppServices, boss: PgBoss, pollingIntervalSeconds = 1) {
  await boss.createQueue(flowDeliverQueue);
  await boss.createQueue(flowTimerQueue);
  await boss.work<FlowDelivery>(flowDeliverQueue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
    if (job) await deliverFlowMessage(services, job.data);
  });
  await boss.work<FlowTimer>(flowTimerQueue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
    if (job) await fireFlowTimer(services, job.data);
  });
  registerFlowJobs(services.database, boss);
}
