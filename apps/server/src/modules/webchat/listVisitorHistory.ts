import type { LiveMessage } from '@prosa/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { toLiveMessage } from '../live/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';

// The visitor's earlier conversations with this bot (all but `currentId`, archived and abandoned
// ones included), their latest `limit` messages, oldest first: after a finish the widget keeps
// showing what was said, as a chat app does.
export async function listVisitorHistory(
  db: Db,
  visitor: Pick<WebchatVisitor, 'accountId' | 'botId' | 'visitorId'>,
  currentId: string | null,
  limit = 100,
): Promise<LiveMessage[]> {
  const rows = await db
    .select({ message: messages })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.accountId, visitor.accountId),
        eq(conversations.botId, visitor.botId),
        eq(conversations.visitorId, visitor.visitorId),
        currentId ? ne(conversations.id, currentId) : undefined,
      ),
    )
    .orderBy(desc(conversations.createdAt), desc(conversations.id), desc(messages.seq))
    .limit(limit);
  return rows.map(({ message }) => toLiveMessage(message)).reverse();
}
