import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { toLiveMessage } from '../../live/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;

// The customer's current conversation with the chatbot: the latest one neither archived nor
// abandoned. A finished one stays current (its survey, its history) until the customer writes again.
// Through a provider channel, the one on that channel: a number writing to the chatbot's WhatsApp
// and its SMS has a conversation on each.
export async function findCurrentConversation(
  db: Db,
  botId: string,
  visitorId: string,
  channelId?: string | null,
) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.botId, botId),
        eq(conversations.visitorId, visitorId),
        channelId ? eq(conversations.channelId, channelId) : undefined,
        isNull(conversations.archivedAt),
        ne(conversations.status, 'abandoned'),
      ),
    )
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(1);
  return row ?? null;
}

// A message the customer already sent with this id, in any of their conversations: a retry that
// arrives after its conversation ended must not start a new one with a copy.
export async function findCustomerMessage(db: Db, botId: string, visitorId: string, clientMessageId: string) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.botId, botId),
        eq(conversations.visitorId, visitorId),
        eq(messages.clientMessageId, clientMessageId),
      ),
    )
    .limit(1);
  return row ? toLiveMessage(row.message) : null;
}

export async function updateConversationStatus(db: Db, accountId: string, id: string, status: string) {
  await db
    .update(conversations)
    .set({ status })
    .where(and(eq(conversations.id, id), eq(conversations.accountId, accountId)));
}
