import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  attachments,
  bots,
  channelOutbox,
  contactEvents,
  contactIdentities,
  conversationComments,
  conversations,
  flowBalloons,
  flowCursors,
  leads,
  messages,
  numberStatusEvents,
  optOutRecords,
  visitorPages,
  webchatVisitorSecrets,
} from '../../db/schema/index.ts';
import { dropEmptyRollups } from '../analytics/index.ts';
import { type ContactFootprint, ofContactOr } from './readContactFootprint.ts';

const count = async (rows: Promise<unknown[]>) => (await rows).length;

// Everything of the person outside the contact's row, in the erasure's transaction (eraseContact):
// their conversations and messages made anonymous, the rest deleted; the counts go to the audit.
export async function eraseContactRows(
  tx: Db,
  accountId: string,
  contactId: string,
  { conversationIds, visitorIds, numbers, attachmentIds }: ContactFootprint,
) {
  let messageCount = 0;
  if (conversationIds.length > 0) {
    for (const conversationId of conversationIds)
      messageCount += await blankMessages(tx, accountId, conversationId);
    await tx
      .update(conversations)
      .set({
        contactId: null,
        customerName: '',
        visitorId: sql`'erased-' || ${conversations.id}`,
        // The identifiers' names stay (the analytics' identifier counts read the keys), never their values.
        collected: sql`coalesce((select jsonb_object_agg(key, '') from jsonb_object_keys(${conversations.collected}) key), '{}'::jsonb)`,
        location: sql`${conversations.location} - 'city'`,
      })
      .where(and(eq(conversations.accountId, accountId), inArray(conversations.id, conversationIds)));
    await dropEmptyRollups(tx, accountId, 'city');
    // The flow's path stays (the lines visited, where it stopped: the analytics' flow page), the
    // variables the customer filled in go.
    await tx
      .update(flowCursors)
      .set({
        cursor: sql`jsonb_strip_nulls(jsonb_build_object('visits', ${flowCursors.cursor}->'visits', 'line', ${flowCursors.cursor}->'line', 'status', ${flowCursors.cursor}->'status'))`,
      })
      .where(inArray(flowCursors.conversationId, conversationIds));
    await tx.delete(flowBalloons).where(inArray(flowBalloons.conversationId, conversationIds));
    await tx.delete(channelOutbox).where(inArray(channelOutbox.conversationId, conversationIds));
    // The members' internal comments are about the person; the transshipment steps name only the
    // departments and attendants, and stay.
    await tx
      .delete(conversationComments)
      .where(inArray(conversationComments.conversationId, conversationIds));
  }
  if (attachmentIds.length > 0)
    await tx
      .delete(attachments)
      .where(and(eq(attachments.accountId, accountId), inArray(attachments.id, attachmentIds)));
  const leadCount = await count(
    tx
      .delete(leads)
      .where(
        and(
          eq(leads.accountId, accountId),
          ofContactOr(leads.contactId, contactId, leads.conversationId, conversationIds),
        ),
      )
      .returning({ id: leads.id }),
  );
  const numberEvents = await count(
    tx
      .delete(numberStatusEvents)
      .where(
        and(
          eq(numberStatusEvents.accountId, accountId),
          ofContactOr(numberStatusEvents.contactId, contactId, numberStatusEvents.number, numbers),
        ),
      )
      .returning({ id: numberStatusEvents.id }),
  );
  const optOuts =
    numbers.length === 0
      ? 0
      : await count(
          tx
            .delete(optOutRecords)
            .where(and(eq(optOutRecords.accountId, accountId), inArray(optOutRecords.number, numbers)))
            .returning({ id: optOutRecords.id }),
        );
  if (visitorIds.length > 0) {
    await tx
      .delete(visitorPages)
      .where(and(eq(visitorPages.accountId, accountId), inArray(visitorPages.visitorId, visitorIds)));
    await tx
      .delete(webchatVisitorSecrets)
      .where(
        and(
          inArray(webchatVisitorSecrets.visitorId, visitorIds),
          inArray(
            webchatVisitorSecrets.botId,
            tx.select({ id: bots.id }).from(bots).where(eq(bots.accountId, accountId)),
          ),
        ),
      );
  }
  // These go with the contact's row (foreign keys on cascade); counted for the audit.
  const identities = await count(
    tx
      .delete(contactIdentities)
      .where(and(eq(contactIdentities.accountId, accountId), eq(contactIdentities.contactId, contactId)))
      .returning({ id: contactIdentities.externalId }),
  );
  const timelineEvents = await count(
    tx
      .delete(contactEvents)
      .where(and(eq(contactEvents.accountId, accountId), eq(contactEvents.contactId, contactId)))
      .returning({ id: contactEvents.id }),
  );
  return {
    messages: messageCount,
    identities,
    leads: leadCount,
    optOuts,
    numberEvents,
    timelineEvents,
  };
}

// A conversation's messages lose their content in batches along its sequence, each statement well
// within the database's statement limit (DATABASE_TIMEOUT_MS) however long the conversation.
export const erasureBatchSize = 2000;
async function blankMessages(tx: Db, accountId: string, conversationId: string) {
  let blanked = 0;
  let afterSeq = 0;
  for (;;) {
    const batch = tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(erasureBatchSize);
    const rows = await tx
      .update(messages)
      .set({
        text: '',
        attachment: null,
        media: null,
        choices: null,
        template: null,
        authorName: sql`case when ${messages.sender} = 'customer' then '' else ${messages.authorName} end`,
      })
      .where(and(eq(messages.accountId, accountId), inArray(messages.id, batch)))
      .returning({ seq: messages.seq });
    blanked += rows.length;
    if (rows.length < erasureBatchSize) return blanked;
    afterSeq = Math.max(...rows.map((row) => row.seq));
  }
}
