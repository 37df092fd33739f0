import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

// Provider-wide news shown on every dashboard; per-language title and body.
export const changeLogEntries = pgTable('change_log_entries', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_account_idx').on(t.accountId)],
);

// Monthly plan consumption: one row per account and month (yyyy-mm).
export const consumption = pgTable(
  'consumption',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
