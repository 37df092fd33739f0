import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// A domain an account sends e-mail from (spec campaigns §3 "Domain"): its DKIM key pair (made by
// Prosa; the private half sealed with the server's key like channel secrets), its status (waiting →
// verified once the DNS records are found) and the addresses allowed to send from it.
export const sendingDomains = pgTable(
  'sending_domains',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Lower-case, no trailing dot: one domain belongs to one account ("domain already registered").
    name: text('name').notNull(),
    dkimSelector: text('dkim_selector').notNull(),
    dkimPublicKey: text('dkim_public_key').notNull(),
    sealedDkimPrivateKey: text('sealed_dkim_private_key').notNull(),
    status: text('status').$type<'waiting' | 'verified'>().notNull().default('waiting'),
    // The local parts allowed to send (spec: sender and reply-to are typed without the domain).
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sending_domains_name_key').on(t.name),
    index('sending_domains_account_idx').on(t.accountId),
  ],
);

// Addresses that asked for no more e-mail (RFC 8058 one-click, or the link of List-Unsubscribe):
// the broadcast's opt-out of e-mail ("an unsubscribed recipient cannot receive e-mail"), and what a
// hard bounce records too, so the address is not mailed again.
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    reason: text('reason').$type<'unsubscribed' | 'hardBounce' | 'spam'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_suppressions_key').on(t.accountId, t.address)],
);
