import type {
  ContactImportKeyBehaviour,
  ContactImportRowError,
  ContactImportStatus,
  ContactType,
} from '@prosa/contracts';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

// A CRM import (spec core.md §3 "CRM import"): one uploaded CSV or XLSX file of people or
// companies, run as a job. The file itself waits in the data directory (like attachments) so a
// restart resumes it; the record holds the progress the panel polls and the rows it skipped.
export const contactImports = pgTable(
  'contact_imports',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContactType>().notNull(),
    // The uploaded file's name.
    name: text('name').notNull(),
    // The name the author gave the imported list (defaults to the file name).
    listName: text('list_name').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fileFormat: text('file_format').$type<'csv' | 'xlsx'>().notNull(),
    keyBehaviour: text('key_behaviour').$type<ContactImportKeyBehaviour>().notNull(),
    status: text('status').$type<ContactImportStatus>().notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    // The first skipped rows (row number, column, catalogue key); errorCount counts them all.
    errors: jsonb('errors').$type<ContactImportRowError[]>().notNull().default([]),
    // Why the whole import failed (a catalogue key), when it did.
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('contact_imports_account_idx').on(t.accountId, t.createdAt)],
);
