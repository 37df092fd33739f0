import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

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
