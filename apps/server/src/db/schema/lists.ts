import type { ListChannel, ListRowError, ListSource, ListStatus } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { accounts, users } from './identity.ts';

// A recipient list (spec campaigns §3 "List"): a campaign's audience, built from a CSV file, a CRM
// filter or a conversation search. A CSV list fills in a background job; its progress and the rows
// it refused live here, as the CRM import's do.
export const recipientLists = pgTable(
  'recipient_lists',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').$type<ListSource>().notNull(),
    channel: text('channel').$type<ListChannel>(),
    status: text('status').$type<ListStatus>().notNull().default('ready'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    // The entries and how many of them have an e-mail or a phone, counted once they are written.
    amount: integer('amount').notNull().default(0),
    withEmail: integer('with_email').notNull().default(0),
    withPhone: integer('with_phone').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<ListRowError[]>().notNull().default([]),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipient_lists_account_idx').on(t.accountId, t.createdAt)],
);

// One recipient of a list, in the list's order (position): the dispatch reads them page by page.
export const recipientListEntries = pgTable(
  'recipient_list_entries',
  {
    listId: text('list_id')
      .notNull()
      .references(() => recipientLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    // E.164 without "+", or empty.
    phone: text('phone').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    // The CRM contact it came from, when it came from one.
    contactId: text('contact_id'),
  },
  (t) => [primaryKey({ columns: [t.listId, t.position] })],
);

// A database (spec campaigns §3 "Database"): rows read from a CSV file or a spreadsheet's page.
// A base's name is unique in the account, and so is a spreadsheet's page (§5).
export const spreadsheetBases = pgTable(
  'spreadsheet_bases',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').$type<'csv' | 'spreadsheet'>().notNull(),
    spreadsheetId: text('spreadsheet_id'),
    pageName: text('page_name'),
    // On a new read of the spreadsheet: replace the rows (true) or add to them (false).
    replaceData: boolean('replace_data').notNull().default(true),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spreadsheet_bases_name_idx').on(t.accountId, sql`lower(${t.name})`),
    uniqueIndex('spreadsheet_bases_page_idx')
      .on(t.accountId, t.spreadsheetId, t.pageName)
      .where(sql`${t.spreadsheetId} is not null`),
  ],
);

export const spreadsheetBaseRows = pgTable(
  'spreadsheet_base_rows',
  {
    baseId: text('base_id')
      .notNull()
      .references(() => spreadsheetBases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseId, t.position] })],
);
