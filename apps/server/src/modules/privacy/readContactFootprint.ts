import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { attachments, contactIdentities, conversations, leads, messages } from '../../db/schema/index.ts';
import { phoneKey } from '../contactIdentities/index.ts';
import type { ContactRow } from '../contacts/index.ts';

export interface ContactFootprint {
  conversationIds: string[];
  // Webchat visitor ids the person wrote as: their browsed pages and widget secrets hang on these.
  visitorIds: string[];
  // Phone numbers in digits (the CRM's phone, channel identities, leads): opt-outs and number
  // events are kept by number, not by contact.
  numbers: string[];
  attachmentIds: string[];
}

// A contact's rows of a table, and those whose `column` holds one of `values` (a number, a
// conversation) when there are any.
export const ofContactOr = (
  contactColumn: AnyPgColumn,
  contactId: string,
  column: AnyPgColumn,
  values: string[],
) =>
  (values.length > 0 ? or(eq(contactColumn, contactId), inArray(column, values)) : undefined) ??
  eq(contactColumn, contactId);

const identityChannelsWithoutNumber = new Set(['webchat', 'email']);

// Where a contact's data lies outside its own row: what the export reads and the erasure removes,
// found one way for both.
export async function readContactFootprint(
  db: Db,
  accountId: string,
  contact: ContactRow,
): Promise<ContactFootprint> {
  const { id } = contact;
  // One after the other: the erasure runs this inside its transaction, on one connection.
  const conversationRows = await db
    .select({ id: conversations.id, channel: conversations.channel, visitorId: conversations.visitorId })
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, id)));
  const identityRows = await db
    .select({ channel: contactIdentities.channel, externalId: contactIdentities.externalId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.accountId, accountId), eq(contactIdentities.contactId, id)));
  const leadRows = await db
    .select({ phone: leads.phone })
    .from(leads)
    .where(and(eq(leads.accountId, accountId), eq(leads.contactId, id)));
  const visitorIds = new Set<string>();
  const numbers = new Set<string>();
  const addNumber = (raw: string | null) => {
    const key = phoneKey(raw);
    if (key) numbers.add(key);
  };
  addNumber(contact.phone);
  for (const row of conversationRows)
    if (row.channel === 'webchat') visitorIds.add(row.visitorId);
    else addNumber(row.visitorId);
  for (const row of identityRows)
    if (row.channel === 'webchat') visitorIds.add(row.externalId);
    else if (!identityChannelsWithoutNumber.has(row.channel)) addNumber(row.externalId);
  for (const row of leadRows) addNumber(row.phone);
  const conversationIds = conversationRows.map((row) => row.id);
  const attachmentIds = new Set<string>();
  if (conversationIds.length > 0) {
    const sent = await db
      .select({ id: sql<string>`${messages.attachment}->>'id'` })
      .from(messages)
      .where(
        and(
          eq(messages.accountId, accountId),
          inArray(messages.conversationId, conversationIds),
          isNotNull(messages.attachment),
        ),
      );
    for (const row of sent) if (row.id) attachmentIds.add(row.id);
  }
  // Uploads the visitor made that no message carries yet.
  if (visitorIds.size > 0) {
    const uploaded = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.accountId, accountId), inArray(attachments.ownerId, [...visitorIds])));
    for (const row of uploaded) attachmentIds.add(row.id);
  }
  return {
    conversationIds,
    visitorIds: [...visitorIds],
    numbers: [...numbers],
    attachmentIds: [...attachmentIds],
  };
}
