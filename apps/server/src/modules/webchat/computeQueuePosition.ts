import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversations } from '../../db/schema/index.ts';
import type { ConversationRow } from './webchatConversationRepository.ts';

// Queue order inside the department, from 1, by the time each conversation joined the queue.
export async function computeQueuePosition(db: Db, conversation: ConversationRow) {
  if (!['queueAutomatic', 'queueManual'].includes(conversation.status)) return null;
  if (!conversation.queuedAt || !conversation.departmentId) return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, conversation.accountId),
        eq(conversations.departmentId, conversation.departmentId),
        inArray(conversations.status, ['queueAutomatic', 'queueManual']),
        sql`(${conversations.queuedAt}, ${conversations.id}) < (${conversation.queuedAt.toISOString()}::timestamptz, ${conversation.id})`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}
