import type { ContactMergeResult } from '@prosa/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import {
  contactEvents,
  contactIdentities,
  contactNumberStatuses,
  contacts,
  contactTags,
  conversations,
  leads,
} from '../../db/schema/index.ts';

export interface MergedContact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
}

// Moves everything of `other` onto `kept` and deletes `other`. Runs inside the caller's
// transaction with both rows locked, so nothing can be attached to `other` half-way. The kept
// contact's values win; only its empty ones are filled from the other. A number status both have
// on one channel keeps the kept contact's (its row is the one the live chat has been updating).
export async function mergeContactRows(
  tx: Db,
  accountId: string,
  kept: MergedContact,
  other: MergedContact,
  authorId: string | null,
): Promise<ContactMergeResult> {
  const moved = async (rows: Promise<unknown[]>) => (await rows).length;
  const identities = await moved(
    tx
      .update(contactIdentities)
      .set({ contactId: kept.id })
      .where(and(eq(contactIdentities.accountId, accountId), eq(contactIdentities.contactId, other.id)))
      .returning({ id: contactIdentities.externalId }),
  );
  const conversationCount = await moved(
    tx
      .update(conversations)
      .set({ contactId: kept.id })
      .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, other.id)))
      .returning({ id: conversations.id }),
  );
  const leadCount = await moved(
    tx
      .update(leads)
      .set({ contactId: kept.id })
      .where(and(eq(leads.accountId, accountId), eq(leads.contactId, other.id)))
      .returning({ id: leads.id }),
  );
  const tagCount = await moved(
    tx
      .insert(contactTags)
      .select(
        tx
          .select({ contactId: sql<string>`${kept.id}::text`.as('contact_id'), tagId: contactTags.tagId })
          .from(contactTags)
          .where(eq(contactTags.contactId, other.id)),
      )
      .onConflictDoNothing()
      .returning({ tagId: contactTags.tagId }),
  );
  const eventCount = await moved(
    tx
      .update(contactEvents)
      .set({ contactId: kept.id })
      .where(and(eq(contactEvents.accountId, accountId), eq(contactEvents.contactId, other.id)))
      .returning({ id: contactEvents.id }),
  );
  const keptChannels = tx
    .select({ channel: contactNumberStatuses.channel })
    .from(contactNumberStatuses)
    .where(eq(contactNumberStatuses.contactId, kept.id));
  await tx
    .update(contactNumberStatuses)
    .set({ contactId: kept.id })
    .where(
      and(
        eq(contactNumberStatuses.accountId, accountId),
        eq(contactNumberStatuses.contactId, other.id),
        notInArray(contactNumberStatuses.channel, keptChannels),
      ),
    );
  const filledFields = { ...other.fields };
  for (const [fieldId, value] of Object.entries(kept.fields)) if (value !== '') filledFields[fieldId] = value;
  await tx
    .update(contacts)
    .set({
      name: kept.name.trim() === '' ? other.name : kept.name,
      email: kept.email?.trim() ? kept.email : other.email,
      phone: kept.phone?.trim() ? kept.phone : other.phone,
      fields: filledFields,
      updatedAt: sql`now()`,
    })
    .where(and(eq(contacts.id, kept.id), eq(contacts.accountId, accountId)));
  const result: ContactMergeResult = {
    keptId: kept.id,
    mergedId: other.id,
    mergedName: other.name,
    moved: {
      identities,
      conversations: conversationCount,
      leads: leadCount,
      tags: tagCount,
      events: eventCount,
    },
  };
  await tx.insert(contactEvents).values({
    id: newId(),
    accountId,
    contactId: kept.id,
    kind: 'merged',
    authorId,
    data: { mergedId: other.id, mergedName: other.name, moved: result.moved },
  });
  await tx.delete(contacts).where(and(eq(contacts.id, other.id), eq(contacts.accountId, accountId)));
  return result;
}
