import { newId } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import type { ChatCustomer } from './ChatCustomer.ts';
import { newProtocol } from './newProtocol.ts';

type ConversationValues = typeof conversations.$inferInsert;

// THE place a conversation is created, for every channel: the widget's first message, a WhatsApp
// customer's, and an attendant's proactive chat (which passes its own status and holder in
// `overrides`, inside its transaction). A customer has at most one open conversation per chatbot
// (a partial unique index): null when they already have one, which the caller then uses or refuses.
export async function insertCustomerConversation(
  db: Db,
  customer: ChatCustomer,
  contact: { id: string; name: string },
  now: Date,
  overrides: Partial<ConversationValues> = {},
) {
  const [row] = await db
    .insert(conversations)
    .values({
      id: newId(),
      accountId: customer.accountId,
      botId: customer.botId,
      contactId: contact.id,
      channel: customer.channel ?? 'webchat',
      channelId: customer.channelId ?? null,
      visitorId: customer.visitorId,
      protocol: newProtocol(now),
      status: 'bot',
      customerName: contact.name,
      language: customer.language,
      device: customer.device ?? null,
      location: customer.location ?? null,
      lastMessageAt: now,
      createdAt: now,
      ...overrides,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
