import { jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// Live chat behaviour and customer-facing messages of an account (spec core.md §3 "Live settings").
// `behavior` holds initiations, away, awayAuto, exhibitions, archiveTime and finishOption;
// `messages` maps a language to the nine message texts. Their shapes live in the contracts.
export const liveSettings = pgTable('live_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  behavior: jsonb('behavior').$type<Record<string, unknown>>().notNull(),
  messages: jsonb('messages').$type<Record<string, Record<string, string>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The permission document: one row per account and level, the per-area maps of spec §3.
export const permissionDocuments = pgTable(
  'permission_documents',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    maps: jsonb('maps').$type<Record<string, Record<string, boolean>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.level] })],
);
