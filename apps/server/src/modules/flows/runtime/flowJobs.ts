import type { MessageChoices } from '@prosa/contracts';
import type { Effect } from '@prosa/flow-engine';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database.ts';

export const flowDeliverQueue = 'flows.deliver';
export const flowTimerQueue = 'flows.timer';
export const flowLeadQueue = 'flows.lead';

// A conversation whose waiting balloons (flow_balloons) are due: the fallback of the in-process
// timer. Jobs queued before balloons waited in a table carry the balloon itself.
export type FlowDelivery = { conversationId: string } | LegacyFlowDelivery;
export interface LegacyFlowDelivery {
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
export interface FlowLead {
  accountId: string;
  conversationId: string;
  effect: Extract<Effect, { kind: 'lead' }>;
}

// The job queue of the database the runtime writes to, registered by startJobs. Delayed balloons'
// fallbacks, no-response timers and leads to store are jobs on it, so they survive a restart;
// without one (a process that runs no jobs) balloons go out at once, leads are stored in the turn
// and no timer is set.
const queues = new WeakMap<Database, PgBoss>();
export const registerFlowJobs = (database: Database, boss: PgBoss) => queues.set(database, boss);
export const flowJobsOf = (database: Database) => queues.get(database) ?? null;
