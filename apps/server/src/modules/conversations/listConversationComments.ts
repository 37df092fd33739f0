import type { ConversationComment } from '@prosa/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversationComments } from '../../db/schema/index.ts';

export function toConversationComment(row: typeof conversationComments.$inferSelect): ConversationComment {
  return {
    id: row.id,
    authorId: row.authorId,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

// A conversation's internal comments, oldest first (the caller already passed the view rule).
export async function listConversationComments(db: Db, conversationId: string) {
  const rows = await db
    .select()
    .from(conversationComments)
    .where(eq(conversationComments.conversationId, conversationId))
    .orderBy(asc(conversationComments.createdAt), asc(conversationComments.id));
  return rows.map(toConversationComment);
}
