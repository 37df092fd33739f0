import type PgBoss from 'pg-boss';
import { quietPolling } from '../../../app/jobPolling.ts';
import type { AppServices } from '../../../app/services.ts';
import { recordLead } from '../leads/recordLead.ts';
import { armBalloonTimer, stopBalloonTimers } from './balloonTimers.ts';
import { deliverDueBalloons } from './deliverDueBalloons.ts';
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
import { sendBalloonFallback } from './sendBalloonFallback.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode' | 'log'>;

// Delayed balloons' fallbacks, no-response timers and leads. A poll takes up to `batchSize` jobs
// and the next poll waits the interval: at one job a poll, a busy chatbot's leads fell behind by
// minutes (docs/performance.md). Every job here is safe to run twice (balloons are claimed from
// their table, a timer by its turn, a lead by its conversation and line), as a failed batch is
// retried whole, and in any order: a batch's `UPDATE … RETURNING` does not keep the order jobs
// were sent in, so no order rests on it.
const batchSize = 50;
// A job taken by a process that died is failed and retried once it expires, which pg-boss checks
// at its maintenance (every 30 s, openJobQueue.ts): back within a minute. A job's work is one
// statement or one flow turn; a slow batch that outlives the expiry only runs again, harmlessly.
const queueOptions = { expireInSeconds: 30, retryLimit: 10, retryDelay: 1, retryBackoff: true };

export async function startFlowJobs(services: Services, boss: PgBoss, pollingIntervalSeconds = 1) {
  const options = { pollingIntervalSeconds, batchSize };
  for (const queue of [flowDeliverQueue, flowTimerQueue, flowLeadQueue]) {
    await boss.createQueue(queue, { name: queue, ...queueOptions });
    // A queue made by an earlier version keeps its options until told.
    await boss.updateQueue(queue, { name: queue, ...queueOptions });
  }
  await boss.work<FlowDelivery>(flowDeliverQueue, options, async (jobs) => {
    for (const { data } of jobs)
      if ('text' in data) await deliverFlowMessage(services, data);
      else await deliverWaitingBalloons(services, boss, data.conversationId);
  });
  await boss.work<FlowTimer>(flowTimerQueue, options, async (jobs) => {
    for (const { data } of jobs) await fireFlowTimer(services, data);
  });
  // Leads are only ever sent for now: woken by the send (app/jobPolling.ts).
  const leadOptions = { ...options, pollingIntervalSeconds: quietPolling(pollingIntervalSeconds) };
  await boss.work<FlowLead>(flowLeadQueue, leadOptions, async (jobs) => {
    for (const { data } of jobs)
      await recordLead(services, { id: data.conversationId, accountId: data.accountId }, data.effect);
  });
  boss.on('stopped', () => stopBalloonTimers(services.database));
  registerFlowJobs(services.database, boss);
}

// The fallback: what is due goes out (nothing, when the timer of the process that ran the turn
// did it), and the next waiting balloon gets a timer here and a fallback of its own, so the
// balloons of a process that died keep coming from this one.
async function deliverWaitingBalloons(services: Services, boss: PgBoss, conversationId: string) {
  const next = await deliverDueBalloons(services, conversationId);
  if (!next) return;
  armBalloonTimer(services, conversationId, next);
  await sendBalloonFallback(boss, conversationId, next);
}
