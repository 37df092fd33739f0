import type PgBoss from 'pg-boss';
import { flowDeliverQueue } from './flowJobs.ts';

// How long after a balloon's time its fallback job comes: the timer of a live process has
// delivered it by then, so the job finds nothing to do.
const fallbackAfterMs = 1500;

// The durable half of a waiting balloon's delivery: a `flows.deliver` job for its conversation.
export function sendBalloonFallback(boss: PgBoss, conversationId: string, dueAt: Date) {
  return boss.send(
    flowDeliverQueue,
    { conversationId },
    { startAfter: new Date(dueAt.getTime() + fallbackAfterMs) },
  );
}
