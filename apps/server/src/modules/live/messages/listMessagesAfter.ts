import type { MessagePage } from '@prosa/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { toLiveMessage } from './toLiveMessage.ts';

// What a reconnecting client missed: the messages after its last sequence, in order. Null when the
// conversation is not in the account. One statement, so one snapshot: the last sequence it answers
// is never below a message it returns (read apart, a message stored in between gave a page of 5
// messages and a lastSeq of 4).
export async function listMessagesAfter(
  db: Db,
  accountId: string,
  conversationId: string,
  afterSeq: number,
  limit = 200,
): Promise<MessagePage | null> {
  const rows = await db
    .select({ lastSeq: conversations.lastSeq, message: messages })
    .from(conversations)
    .leftJoin(messages, and(eq(messages.conversationId, conversations.id), gt(messages.seq, afterSeq)))
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)))
    .orderBy(asc(messages.seq))
    .limit(limit);
  const [first] = rows;
  if (!first) return null;
  return {
    items: rows.flatMap(({ message }) => (message ? [toLiveMessage(message)] : [])),
    lastSeq: first.lastSeq,
  };
}
