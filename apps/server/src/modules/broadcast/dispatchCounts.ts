import type { BroadcastCounts, BroadcastRecipientState } from '@prosa/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastRecipients } from '../../db/schema/index.ts';

const empty = (): BroadcastCounts => ({
  waiting: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  notSent: 0,
  insufficientCredits: 0,
  softBounce: 0,
  hardBounce: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  spam: 0,
});

// How many of each dispatch's recipients stand in each state, by dispatch id.
export async function dispatchCounts(db: Db, accountId: string, dispatchIds: string[]) {
  const counts = new Map(dispatchIds.map((id) => [id, empty()]));
  if (dispatchIds.length === 0) return counts;
  const rows = await db
    .select({ dispatchId: broadcastRecipients.dispatchId, state: broadcastRecipients.state, n: count() })
    .from(broadcastRecipients)
    .where(
      and(eq(broadcastRecipients.accountId, accountId), inArray(broadcastRecipients.dispatchId, dispatchIds)),
    )
    .groupBy(broadcastRecipients.dispatchId, broadcastRecipients.state);
  for (const row of rows) {
    const of = counts.get(row.dispatchId);
    if (of) of[row.state as BroadcastRecipientState] = Number(row.n);
  }
  return counts;
}
