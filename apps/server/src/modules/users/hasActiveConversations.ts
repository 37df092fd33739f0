import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversations } from '../../db/schema/index.ts';
import { heldStatuses } from '../live/index.ts';

// Whether the member holds a live conversation in the account (spec §5: such a user cannot be
// deleted; their customers would be left with nobody).
export async function hasActiveConversations(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.attendantId, userId),
        inArray(conversations.status, heldStatuses),
      ),
    )
    .limit(1);
  return Boolean(row);
}
