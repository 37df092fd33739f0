import type { AttachmentRef, LiveMessage, MessageSender } from '@prosa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import type { Db } from '../../../db/database.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { toLiveMessage } from './toLiveMessage.ts';

export interface NewMessage {
  accountId: string;
  conversationId: string;
  clientMessageId: string;
  sender: MessageSender;
  authorId?: string | null;
  authorName?: string;
  text: string;
  attachment?: AttachmentRef | null;
}

class AlreadyStored extends Error {}

async function findByClientId(db: Db, conversationId: string, clientMessageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientMessageId, clientMessageId)));
  return row ? toLiveMessage(row) : null;
}

// Stores a message with the conversation's next sequence and announces it once. The sender's
// clientMessageId makes it idempotent: a retry answers the stored message and announces nothing.
// The sequence comes from an UPDATE of the conversation row, whose lock orders concurrent senders,
// so sequences have no gaps; a duplicate that raced past the first check rolls its increment back.
// Returns null when the conversation is not in the account.
export async function appendMessage(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: NewMessage,
): Promise<{ message: LiveMessage; created: boolean } | null> {
  const { db } = services.database;
  const stored = await findByClientId(db, input.conversationId, input.clientMessageId);
  if (stored) return { message: stored, created: false };
  const now = services.clock.now();
  let message: LiveMessage | null;
  try {
    message = await db.transaction(async (tx) => {
      const [conversation] = await tx
        .update(conversations)
        .set({
          lastSeq: sql`${conversations.lastSeq} + 1`,
          lastMessageAt: now,
          ...(input.sender === 'customer' ? { lastCustomerMessageAt: now } : {}),
        })
        .where(and(eq(conversations.id, input.conversationId), eq(conversations.accountId, input.accountId)))
        .returning({ seq: conversations.lastSeq });
      if (!conversation) return null;
      const [row] = await tx
        .insert(messages)
        .values({
          id: newId(),
          accountId: input.accountId,
          conversationId: input.conversationId,
          seq: conversation.seq,
          clientMessageId: input.clientMessageId,
          sender: input.sender,
          authorId: input.authorId ?? null,
          authorName: input.authorName ?? '',
          text: input.text,
          attachment: input.attachment ?? null,
          statuses: ['sent'],
          createdAt: now,
        })
        .onConflictDoNothing({ target: [messages.conversationId, messages.clientMessageId] })
        .returning();
      if (!row) throw new AlreadyStored();
      return toLiveMessage(row);
    });
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    const again = await findByClientId(db, input.conversationId, input.clientMessageId);
    return again ? { message: again, created: false } : null;
  }
  if (!message) return null;
  services.events.emit('message.created', { accountId: input.accountId, message });
  return { message, created: true };
}
