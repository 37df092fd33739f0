import type { FlowDocument } from '@prosa/contracts';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { bots, contacts, conversations } from './live.ts';

const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// A chatbot's flow: the editors' draft. Publishing copies the draft into an immutable version.
export const flows = pgTable('flows', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  draft: jsonb('draft').$type<FlowDocument>(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
  // The version the runtime runs: the latest published.
  publishedVersion: integer('published_version'),
});

// A published version; never updated (restoring copies it back into the draft).
export const flowVersions = pgTable(
  'flow_versions',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<FlowDocument>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedById: text('published_by_id'),
    publishedByName: text('published_by_name').notNull().default(''),
  },
  (t) => [uniqueIndex('flow_versions_bot_version_key').on(t.botId, t.version)],
);

// The runtime's per-conversation cursor (@prosa/flow-engine FlowCursor), so a restart resumes the
// flow where it was.
export const flowCursors = pgTable('flow_cursors', {
  conversationId: text('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A flow's balloon waiting for its appearance time, stored with the turn that said it (so a restart
// loses none) and moved into `messages` when due, in `position` order: a conversation's rows are
// written in the order they are to be shown, each due no earlier than the one before.
export const flowBalloons = pgTable(
  'flow_balloons',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    // The message's id and idempotency key, chosen with the turn: a retried release stores it once.
    messageId: text('message_id').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    choices: jsonb('choices'),
    media: jsonb('media'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flow_balloons_conversation_idx').on(t.conversationId, t.position)],
);

// The WhatsApp number status of a contact (spec core.md §4), per contact and channel.
export const contactNumberStatuses = pgTable(
  'contact_number_statuses',
  {
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    accountId: accountId(),
    status: text('status').notNull(),
    blockReason: text('block_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.channel] })],
);

// A lead a chatbot's data collection counted (an e-mail or a phone was collected), once per
// conversation and collection line; linked to the conversation's contact.
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    line: integer('line').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // /people lists an account's leads newest first; a merge moves them by contact.
  (t) => [
    uniqueIndex('leads_conversation_line_key').on(t.conversationId, t.line),
    index('leads_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('leads_contact_idx').on(t.contactId),
  ],
);
