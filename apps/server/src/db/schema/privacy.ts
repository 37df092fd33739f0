import type { PrivacyAuditAction, PrivacyExportStatus } from '@prosa/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// Issue 16, a customer's data (LGPD). Neither table references the contact: the audit outlives its
// erasure, and an export's row goes with it (eraseContact deletes the row and its archive).
const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// A contact's data archive, written by a job into the data directory (privacyExportPath); the panel
// polls the progress and downloads the file once done.
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    contactId: text('contact_id').notNull(),
    requestedBy: text('requested_by'),
    status: text('status').$type<PrivacyExportStatus>().notNull().default('queued'),
    processedItems: integer('processed_items').notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    fileSize: bigint('file_size', { mode: 'number' }),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('privacy_exports_contact_idx').on(t.accountId, t.contactId)],
);

// Who exported, downloaded or erased which contact, and when. Holds the contact's id only (never
// its name or data), so it stays after the erasure it records; the actor is a member, kept by name
// as it was.
export const privacyAuditLog = pgTable(
  'privacy_audit_log',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    action: text('action').$type<PrivacyAuditAction>().notNull(),
    contactId: text('contact_id').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_audit_log_account_idx').on(t.accountId, t.createdAt, t.id),
    index('privacy_audit_log_contact_idx').on(t.accountId, t.contactId, t.createdAt),
  ],
);
