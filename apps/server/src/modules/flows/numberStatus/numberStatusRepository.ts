import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { contactNumberStatuses, contacts, conversations, flowCursors } from '../../../db/schema/index.ts';

export async function contactExists(db: Db, accountId: string, contactId: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)));
  return Boolean(row);
}

export function findNumberStatuses(db: Db, accountId: string, contactId: string) {
  return db
    .select()
    .from(contactNumberStatuses)
    .where(
      and(eq(contactNumberStatuses.contactId, contactId), eq(contactNumberStatuses.accountId, accountId)),
    );
}

// Forgets where the contact's conversations on a channel were in the flow: the next message starts
// the chatbot from its first line.
export async function dropFlowCursors(db: Db, accountId: string, contactId: string, channel: string) {
  const ids = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.contactId, contactId),
        eq(conversations.channel, channel),
      ),
    );
  await db.delete(flowCursors).where(inArray(flowCursors.conversationId, ids));
}
