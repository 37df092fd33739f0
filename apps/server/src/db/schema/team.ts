import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

// Tags of an account; a title is unique within the account, whatever its case.
export const tags = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves every per-account listing (account_id leads it).
  (t) => [uniqueIndex('tags_account_title_key').on(t.accountId, sql`lower(${t.title})`)],
);

// Quick responses: each belongs to the user who wrote it; a shared one is offered to the whole account.
export const quickResponses = pgTable(
  'quick_responses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listing reads one account's rows: its own plus the shared ones.
  (t) => [index('quick_responses_account_key').on(t.accountId, t.ownerId)],
);
