import type { BalloonMedia, MessageChoices, MessageTemplate } from '@prosa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedLiteralSql, foldedSql } from '../foldForSearch.ts';
import { departments } from './departments.ts';
import { accounts, users } from './identity.ts';
import { tags } from './team.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// A chatbot. Its token is public (it sits in the webchat snippet); it identifies, never authorizes
// panel access.
export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    token: text('token').notNull(),
    name: text('name').notNull(),
    identifiers: jsonb('identifiers').$type<string[]>().notNull().default([]),
    defaultDepartmentId: text('default_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    // The widget's language; null follows the visitor's page.
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bots_token_key').on(t.token), index('bots_account_idx').on(t.accountId)],
);

// The minimum CRM record a conversation links to; the contacts issue grows it.
export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    kind: text('kind').notNull().default('person'),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The CRM's edit lock (spec core.md §4): who has the contact's form open, until when.
    editingUserId: text('editing_user_id').references(() => users.id, { onDelete: 'set null' }),
    editingUntil: timestamp('editing_until', { withTimezone: true }),
    // The name and e-mail as the CRM list's search compares them (foldedSql), kept by PostgreSQL:
    // folding 100,000 names on every search took over a second (docs/performance.md, contacts).
    searchName: text('search_name').generatedAlwaysAs((): SQL => foldedSql(contacts.name).inlineParams()),
    searchEmail: text('search_email').generatedAlwaysAs(
      (): SQL => foldedSql(sql`coalesce(${contacts.email}, '')`).inlineParams(),
    ),
  },
  // The CRM lists read one account's people or companies by name, page after page (keyset); its
  // search (`%text%`) on the folded name and e-mail and on the phone uses the trigram indexes.
  (t) => [
    index('contacts_account_idx').on(t.accountId),
    index('contacts_listing_idx').on(t.accountId, t.kind, t.name, t.id),
    index('contacts_name_search_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('contacts_email_search_idx').using('gin', t.searchEmail.op('gin_trgm_ops')),
    index('contacts_phone_search_idx').using('gin', sql`coalesce(${t.phone}, '') gin_trgm_ops`),
    // A channel's e-mail or phone finds the person who already owns it (contactIdentities'
    // findKeyOwner compares these very expressions).
    index('contacts_email_key_idx').on(t.accountId, sql`lower(trim(coalesce(${t.email}, '')))`),
    index('contacts_phone_key_idx').on(
      t.accountId,
      sql`regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g')`,
    ),
  ],
);

// How a channel knows a contact: a webchat visitor id, a phone number, an e-mail address.
export const contactIdentities = pgTable(
  'contact_identities',
  {
    accountId: accountId(),
    channel: text('channel').notNull(),
    externalId: text('external_id').notNull(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.channel, t.externalId] })],
);

// A conversation (the live chat "room"). Status follows packages/domain's room state machine;
// the transshipment status records how the hand-off to humans went.
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default('webchat'),
    // The provider connection the customer writes through (channels.id); null for webchat, whose
    // chatbot token is the channel.
    channelId: text('channel_id'),
    // The channel's id for the customer (webchat: the widget's anonymous visitor id).
    visitorId: text('visitor_id').notNull(),
    protocol: text('protocol').notNull(),
    status: text('status').notNull().default('bot'),
    transshipment: text('transshipment'),
    origin: text('origin').notNull().default('customer'),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    attendantId: text('attendant_id'),
    // Everyone who attended, in order: the spec's "attendants (id, name)".
    attendants: jsonb('attendants').$type<Array<{ id: string; name: string }>>().notNull().default([]),
    // Attendants the holder brought in to help (group attendance): they see the room and write in
    // it beside the holder. The holder is never one of them.
    participants: jsonb('participants').$type<Array<{ id: string; name: string }>>().notNull().default([]),
    customerName: text('customer_name').notNull().default(''),
    language: text('language').notNull().default('pt-BR'),
    device: text('device'),
    location: jsonb('location').$type<{ country?: string; state?: string; city?: string }>(),
    // E-mail (issue 17): the subject of the customer's first mail, which every answer takes as
    // "Re: …" so the customer's client threads it; null on other channels.
    emailSubject: text('email_subject'),
    // What the bot collected (the room's data tab).
    collected: jsonb('collected').$type<Record<string, string>>().notNull().default({}),
    // The last sequence handed out; messages take lastSeq + 1 under the row's update lock.
    lastSeq: integer('last_seq').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Finished and archived: the next customer message starts a new conversation with the bot.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    valueCents: bigint('value_cents', { mode: 'number' }),
    currency: text('currency'),
    satisfaction: integer('satisfaction'),
    // The survey's second question, 0 to 10: how likely the customer is to recommend (NPS).
    nps: integer('nps'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_account_status_idx').on(t.accountId, t.status),
    index('conversations_attendant_idx').on(t.accountId, t.attendantId),
    // The visitor's open conversation is found by this on every widget connect.
    index('conversations_visitor_idx').on(t.botId, t.visitorId, t.createdAt),
    // A contact's timeline lists its conversations newest first; a merge moves them by contact.
    index('conversations_contact_idx').on(t.contactId, t.createdAt),
    // /conversations pages an account's conversations newest first (keyset on the moment and id),
    // by start or by last message, within a period (docs/performance.md, conversations).
    index('conversations_account_started_idx').on(t.accountId, t.createdAt, t.id),
    index('conversations_account_last_message_idx').on(t.accountId, t.lastMessageAt, t.id),
    // ":identifier text" looks for the text in the collected answers first through this trigram
    // index on the folded JSON text, then checks the identifier's own answer.
    index('conversations_collected_search_idx').using(
      'gin',
      sql`(${foldedLiteralSql(sql`(${t.collected})::text`)}) gin_trgm_ops`,
    ),
    // One open conversation per visitor and channel, so two tabs starting one at once share it, while
    // a number that writes to the chatbot's WhatsApp and its SMS has one on each (answers leave by the
    // channel the customer wrote to). Webchat has no channel row: its channel id is null.
    uniqueIndex('conversations_visitor_open_key')
      .on(t.botId, t.visitorId, sql`coalesce(${t.channelId}, '')`)
      .where(sql`${t.archivedAt} is null and ${t.status} not in ('finished', 'abandoned')`),
  ],
);

// Every message of a conversation, in the order of its sequence. The sender's clientMessageId is
// the idempotency key: a retry with the same id is answered with the stored message.
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    sender: text('sender').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull().default(''),
    text: text('text').notNull().default(''),
    attachment: jsonb('attachment').$type<{
      id: string;
      name: string;
      mime: string;
      size: number;
      kind: string;
    }>(),
    choices: jsonb('choices').$type<MessageChoices>(),
    // A flow balloon's image, video or document (its author's URL): a channel that sends media by
    // link sends it as such; the text keeps caption and link for every other reader.
    media: jsonb('media').$type<BalloonMedia>(),
    // A WhatsApp template (HSM) the message goes out as, outside the customer-service window; the
    // text is its body as the panel shows it.
    template: jsonb('template').$type<MessageTemplate>(),
    statuses: jsonb('statuses').$type<string[]>().notNull().default(['sent']),
    createdAt: createdAt(),
    // The text as /conversations' search compares it (foldedSql: no case, no accents), kept by
    // PostgreSQL for the customer's messages and the bot's replies only, trigram-indexed.
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`case when ${messages.sender} in ('customer', 'bot') then ${foldedSql(messages.text)} end`.inlineParams(),
    ),
  },
  (t) => [
    index('messages_search_text_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.searchText} is not null`),
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_conversation_client_key').on(t.conversationId, t.clientMessageId),
    // Messages are appended in time order, so a few block ranges per week hold a week's messages:
    // /conversations' text search bounds its trigram candidates to the newest week with it (a
    // BitmapAnd), at a cost per insert far below a btree's.
    index('messages_created_brin').using('brin', t.createdAt),
    // Which message sent an upload: the purge of unattached uploads asks it of every old upload.
    index('messages_attachment_idx')
      .on(sql`(${t.attachment}->>'id')`)
      .where(sql`${t.attachment} is not null`),
  ],
);

// Uploaded files; the bytes live on disk under the data directory, named by id.
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    botId: text('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    // Who uploaded: a member's user id or a visitor id; only they may attach it to a message.
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The account's storage quota sums sizes on every upload; the purge looks for old uploads.
    index('attachments_account_size_idx').on(t.accountId, t.size),
    index('attachments_created_idx').on(t.createdAt),
  ],
);

export const conversationTags = pgTable(
  'conversation_tags',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.tagId] })],
);

// Pin and mute are each attendant's own view of a conversation.
export const conversationMarks = pgTable(
  'conversation_marks',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

// Pages a webchat visitor browsed (the room's navigation tab and /realTime).
export const visitorPages = pgTable(
  'visitor_pages',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_pages_visitor_idx').on(t.botId, t.visitorId, t.createdAt)],
);

// Attendants checked in to a department receive its distributed conversations when the department
// asks for check-in (docs/decisions.md).
export const departmentCheckIns = pgTable(
  'department_check_ins',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);
