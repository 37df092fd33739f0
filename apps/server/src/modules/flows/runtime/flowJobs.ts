import type { MessageChoices } from '@prosa/contracts';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database.ts';

export const flowDeliverQueue = 'flows.deliver';
export const flowTimerQueue = 'flows.timer';

export interface FlowDelivery {
  accountId: string;
  conversationId: string;
  clientMessageId: string;
  authorName: string;
  text: string;
  // Unset on jobs queued before choices existed.
  choices?: MessageChoices | null;
}
export interface FlowTimer {
  conversationId: string;
  turn: number;
}

// The job queue of the database the runtime writes to, registered by startJobs. Delayed balloons
// and no-response timers are jobs on it, so they survive a restart; without one (a process that
// runs no jobs) balloons go out at once and no timer is set.
const queues = new WeakMap<Database, PgBoss>();
export const registerFlowJobs = (database: Database, boss: PgBoss) => queues.set(database, boss);
export const flowJobsOf = (database: Database) => queues.get(database) ?? null;
