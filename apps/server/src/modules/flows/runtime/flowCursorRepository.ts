import type { FlowCursor } from '@prosa/flow-engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, flowCursors } from '../../../db/schema/index.ts';

export async function findFlowCursor(db: Db, conversationId: string) {
  const [row] = await db.select().from(flowCursors).where(eq(flowCursors.conversationId, conversationId));
  return (row?.cursor as FlowCursor | undefined) ?? null;
}

// The cursor and what the bot collected, kept together after every turn.
export async function storeFlowTurn(
  db: Db,
  accountId: string,
  conversationId: string,
  cursor: FlowCursor,
  collected: Record<string, string>,
) {
  const stored = cursor as unknown as Record<string, unknown>;
  await db
    .insert(flowCursors)
    .values({ conversationId, accountId, cursor: stored })
    .onConflictDoUpdate({
      target: flowCursors.conversationId,
      set: { cursor: stored, updatedAt: new Date() },
    });
  await db
    .update(conversations)
    .set({ collected })
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)));
}
