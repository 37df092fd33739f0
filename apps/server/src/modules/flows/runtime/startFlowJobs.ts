import type PgBoss from 'pg-boss';
import type { AppServices } from '../../../app/services.ts';
import { recordLead } from '../leads/recordLead.ts';
import {
  type FlowDelivery,
  type FlowLead,
  type FlowTimer,
  flowDeliverQueue,
  flowLeadQueue,
  flowTimerQueue,
  registerFlowJobs,
} from './flowJobs.ts';
import { deliverFlowMessage, fireFlowTimer } from './runFlowTurn.ts';

// Delayed balloons, no-response timers and leads. pg-boss fetches a queue's due jobs in the order
// they were sent, and a batch is worked one job after another, so a conversation's balloons keep
// their order. A poll takes up to `batchSize` jobs and the next poll waits the interval: at one job
// a poll, a busy chatbot's delayed balloons and leads fell behind by minutes (docs/performance.md).
// Every job here is safe to run twice (a balloon by its clientMessageId, a timer by its turn, a lead
// by its conversation and line), as a failed batch is retried whole.
const batchSize = 50;

export async function startFlowJobs(
  services: Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode'>,
  boss: PgBoss,
  pollingIntervalSeconds = 1,
) {
  const options = { pollingIntervalSeconds, batchSize };
  await boss.createQueue(flowDeliverQueue);
  await boss.createQueue(flowTimerQueue);
  await boss.createQueue(flowLeadQueue);
  await boss.work<FlowDelivery>(flowDeliverQueue, options, async (jobs) => {
    for (const { data } of jobs) await deliverFlowMessage(services, data);
  });
  await boss.work<FlowTimer>(flowTimerQueue, options, async (jobs) => {
    for (const { data } of jobs) await fireFlowTimer(services, data);
  });
  await boss.work<FlowLead>(flowLeadQueue, options, async (jobs) => {
    for (const { data } of jobs)
      await recordLead(services, { id: data.conversationId, accountId: data.accountId }, data.effect);
  });
  registerFlowJobs(services.database, boss);
}
