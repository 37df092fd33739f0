import type { MessagePage } from '@prosa/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { toLiveMessage } from './toLiveMessage.ts';

// What a reconnecting client missed: the messages after its last sequence, in order. Null when the
// conversation is not in the account.
export async function listMessagesAfter(
  db: Db,
  accountId: string,
  conversationId: string,
  afterSeq: number,
  limit = 200,
): Promise<MessagePage | null> {
  const [conversation] = await db
    .select({ lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)));
  if (!conversation) return null;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
  return { items: rows.map(toLiveMessage), lastSeq: conversation.lastSeq };
}
