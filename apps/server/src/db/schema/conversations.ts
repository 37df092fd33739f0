import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { conversations } from './live.ts';

// An export of /conversations (CSV or XLSX of the conversation record), run as a job: the record
// holds the query it was asked with, its progress for the panel to poll and, once done, where the
// file waits in the data directory.
export const conversationExports = pgTable(
  'conversation_exports',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('conversation_exports_account_idx').on(t.accountId, t.authorId, t.createdAt)],
);

// The internal comments on a conversation: written by members, never shown to the customer. The
// author's name is kept as written, so a comment still reads right after its author leaves.
export const conversationComments = pgTable(
  'conversation_comments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_comments_conversation_idx').on(t.conversationId, t.createdAt)],
);

// The transshipment history: one row each time a conversation enters a department's queue, reaches
// an attendant or ends, written by a trigger on `conversations` (migration 0026,
// `conversation_steps_record`) in the writer's transaction, so every path of the live chat (hand-off,
// take, distribution, transfer, bulk transfer, finish) records it. Names are kept as they were then.
export const conversationSteps = pgTable(
  'conversation_steps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'queued' | 'assigned' | 'finished'>().notNull(),
    // A move away from an attendant or from another department (a transfer), not the first hand-off.
    isTransfer: boolean('is_transfer').notNull().default(false),
    departmentId: text('department_id'),
    departmentName: text('department_name'),
    attendantId: text('attendant_id'),
    attendantName: text('attendant_name'),
    status: text('status').notNull(),
    transshipment: text('transshipment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_steps_conversation_idx').on(t.conversationId, t.id)],
);
