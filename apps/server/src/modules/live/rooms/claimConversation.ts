import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { takeableStatuses } from './liveStatusLists.ts';
import { lockAttendantSlot } from './lockAttendantSlot.ts';

export interface Claim {
  accountId: string;
  conversationId: string;
  attendant: { id: string; name: string };
  // The department's maximum of attendances; null: no department, no cap.
  maxAttendances: number | null;
  now: Date;
}

// Gives a waiting conversation to an attendant, atomically on any number of server processes:
// lockAttendantSlot counts their open rooms under a lock on their membership, so two claims for
// one attendant cannot both pass the maximum; the conditional UPDATE (nobody holds it, still
// takeable) lets exactly one claim win a conversation. Answers the updated row, or throws
// live.maxAttendances / live.alreadyTaken. The number status follows after the lock is released.
export async function claimConversation(db: Db, claim: Claim) {
  const taken = await db.transaction(async (tx) => {
    await lockAttendantSlot(tx, {
      accountId: claim.accountId,
      attendantId: claim.attendant.id,
      maxAttendances: claim.maxAttendances,
    });
    const entry = JSON.stringify([claim.attendant]);
    const [taken] = await tx
      .update(conversations)
      .set({
        attendantId: claim.attendant.id,
        status: 'new',
        transshipment: 'notAttended',
        assignedAt: claim.now,
        attendants: sql`case when ${conversations.attendants} @> ${JSON.stringify([{ id: claim.attendant.id }])}::jsonb
          then ${conversations.attendants} else ${conversations.attendants} || ${entry}::jsonb end`,
      })
      .where(
        and(
          eq(conversations.id, claim.conversationId),
          eq(conversations.accountId, claim.accountId),
          isNull(conversations.attendantId),
          inArray(conversations.status, takeableStatuses),
        ),
      )
      .returning();
    if (!taken) throw new CatalogueError('live.alreadyTaken');
    return taken;
  });
  await syncNumberStatus(db, claim.accountId, claim.conversationId);
  return taken;
}
