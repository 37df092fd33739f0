import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { bots, contacts } from './live.ts';

// Issue 14, number status and opt-out (/settings/status, /settings/optout).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// Who reset, blocked or unblocked a number by hand, and why (spec campaigns §3): the status itself
// stays in contact_number_statuses, which the flows and the live chat keep.
export const numberStatusEvents = pgTable(
  'number_status_events',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    // The number in E.164 digits (no '+'): the history outlives a contact's merge or deletion.
    number: text('number').notNull(),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    action: text('action').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('number_status_events_number_idx').on(t.accountId, t.number, t.createdAt)],
);

// The opt-out record (spec campaigns §3), append-only: a number's condition on a channel is its
// latest row; an `optOut` older than the account's permanence counts as opt-in at read time.
export const optOutRecords = pgTable(
  'opt_out_records',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    channel: text('channel').notNull(),
    number: text('number').notNull(),
    botId: text('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    // optOut | optIn
    condition: text('condition').notNull(),
    // manual (a member, with author and reason) | conversation (the customer started a new one)
    source: text('source').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('opt_out_records_number_idx').on(t.accountId, t.channel, t.number, t.createdAt),
    index('opt_out_records_account_idx').on(t.accountId, t.createdAt),
  ],
);

// How long an opt-out lasts (spec campaigns §9), a master-only account setting; null is forever.
export const optOutSettings = pgTable('opt_out_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  permanenceDays: integer('permanence_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
