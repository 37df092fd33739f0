import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  attachments,
  contactEvents,
  contactIdentities,
  contactNumberStatuses,
  contactTags,
  conversations,
  conversationTags,
  crmFields,
  crmSections,
  leads,
  numberStatusEvents,
  optOutRecords,
  tags,
  visitorPages,
} from '../../db/schema/index.ts';
import type { ContactRow } from '../contacts/index.ts';
import { type ContactFootprint, ofContactOr } from './readContactFootprint.ts';

const none = Promise.resolve([]);

// Everything Prosa holds about a contact but its messages (read conversation by conversation while
// the archive is written): the JSON files of the export, each an array of plain rows.
export async function readContactRecords(
  db: Db,
  accountId: string,
  contact: ContactRow,
  footprint: ContactFootprint,
) {
  const { id } = contact;
  const { conversationIds, visitorIds, numbers, attachmentIds } = footprint;
  const [
    fields,
    contactTagRows,
    identities,
    conversationRows,
    conversationTagRows,
    leadRows,
    numberStatuses,
    numberEvents,
    optOuts,
    timeline,
    pages,
    files,
  ] = await Promise.all([
    db
      .select({ id: crmFields.id, section: crmSections.name, name: crmFields.name, token: crmFields.token })
      .from(crmFields)
      .innerJoin(crmSections, eq(crmSections.id, crmFields.sectionId))
      .where(and(eq(crmFields.accountId, accountId), eq(crmSections.type, contact.kind as 'person')))
      .orderBy(asc(crmSections.position), asc(crmFields.position)),
    db
      .select({ title: tags.title })
      .from(contactTags)
      .innerJoin(tags, eq(tags.id, contactTags.tagId))
      .where(and(eq(contactTags.contactId, id), eq(tags.accountId, accountId))),
    db
      .select({
        channel: contactIdentities.channel,
        externalId: contactIdentities.externalId,
        createdAt: contactIdentities.createdAt,
      })
      .from(contactIdentities)
      .where(and(eq(contactIdentities.accountId, accountId), eq(contactIdentities.contactId, id))),
    conversationIds.length === 0
      ? none
      : db
          .select()
          .from(conversations)
          .where(and(eq(conversations.accountId, accountId), inArray(conversations.id, conversationIds)))
          .orderBy(asc(conversations.createdAt)),
    conversationIds.length === 0
      ? none
      : db
          .select({ conversationId: conversationTags.conversationId, title: tags.title })
          .from(conversationTags)
          .innerJoin(tags, eq(tags.id, conversationTags.tagId))
          .where(
            and(
              eq(conversationTags.accountId, accountId),
              inArray(conversationTags.conversationId, conversationIds),
            ),
          ),
    db
      .select()
      .from(leads)
      .where(and(eq(leads.accountId, accountId), eq(leads.contactId, id))),
    db
      .select({
        channel: contactNumberStatuses.channel,
        status: contactNumberStatuses.status,
        blockReason: contactNumberStatuses.blockReason,
        updatedAt: contactNumberStatuses.updatedAt,
      })
      .from(contactNumberStatuses)
      .where(and(eq(contactNumberStatuses.accountId, accountId), eq(contactNumberStatuses.contactId, id))),
    db
      .select()
      .from(numberStatusEvents)
      .where(
        and(
          eq(numberStatusEvents.accountId, accountId),
          ofContactOr(numberStatusEvents.contactId, id, numberStatusEvents.number, numbers),
        ),
      )
      .orderBy(asc(numberStatusEvents.createdAt)),
    numbers.length === 0
      ? none
      : db
          .select()
          .from(optOutRecords)
          .where(and(eq(optOutRecords.accountId, accountId), inArray(optOutRecords.number, numbers)))
          .orderBy(asc(optOutRecords.createdAt)),
    db
      .select({
        kind: contactEvents.kind,
        authorId: contactEvents.authorId,
        data: contactEvents.data,
        createdAt: contactEvents.createdAt,
      })
      .from(contactEvents)
      .where(and(eq(contactEvents.accountId, accountId), eq(contactEvents.contactId, id)))
      .orderBy(asc(contactEvents.createdAt)),
    visitorIds.length === 0
      ? none
      : db
          .select({ url: visitorPages.url, title: visitorPages.title, createdAt: visitorPages.createdAt })
          .from(visitorPages)
          .where(and(eq(visitorPages.accountId, accountId), inArray(visitorPages.visitorId, visitorIds)))
          .orderBy(asc(visitorPages.createdAt)),
    attachmentIds.length === 0
      ? none
      : db
          .select()
          .from(attachments)
          .where(and(eq(attachments.accountId, accountId), inArray(attachments.id, attachmentIds))),
  ]);
  const fieldValues = fields.flatMap((field) => {
    const value =
      field.token === 'name'
        ? contact.name
        : field.token === 'email'
          ? contact.email
          : field.token === 'phone'
            ? contact.phone
            : contact.fields[field.id];
    return value ? [{ section: field.section, field: field.name, token: field.token, value }] : [];
  });
  const tagsOf = (conversationId: string) =>
    conversationTagRows.filter((row) => row.conversationId === conversationId).map((row) => row.title);
  return {
    contact: {
      id,
      type: contact.kind,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      createdAt: contact.createdAt,
      updatedAt: contact.updatedAt,
      fields: fieldValues,
      tags: contactTagRows.map((row) => row.title),
    },
    identities,
    conversations: conversationRows.map((row) => ({
      id: row.id,
      protocol: row.protocol,
      channel: row.channel,
      botId: row.botId,
      status: row.status,
      origin: row.origin,
      customerName: row.customerName,
      visitorId: row.visitorId,
      language: row.language,
      device: row.device,
      location: row.location,
      collected: row.collected,
      attendants: row.attendants,
      valueCents: row.valueCents,
      currency: row.currency,
      satisfaction: row.satisfaction,
      nps: row.nps,
      tags: tagsOf(row.id),
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
    })),
    leads: leadRows.map(({ accountId: _account, ...lead }) => lead),
    numberStatuses,
    numberStatusEvents: numberEvents.map(({ accountId: _account, ...event }) => event),
    optOuts: optOuts.map(({ accountId: _account, ...record }) => record),
    timeline,
    visitorPages: pages,
    attachments: files.map(({ accountId: _account, ...file }) => file),
  };
}
export type ContactRecords = Awaited<ReturnType<typeof readContactRecords>>;
