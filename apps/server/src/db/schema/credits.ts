import type { CreditKind } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import {
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

// The account's price table: a row overrides the default price of a kind (contracts'
// defaultCreditPrices), in credits per unit.
export const creditPrices = pgTable(
  'credit_prices',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditKind>().notNull(),
    credits: integer('credits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

// Credits the account holds: purchased lots (expiring per the plan, or never) and the month's free
// AI credits (source monthlyAi, one lot per month, expiring when the month ends).
export const creditLots = pgTable(
  'credit_lots',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').$type<'purchase' | 'monthlyAi'>().notNull(),
    credits: integer('credits').notNull(),
    remaining: integer('remaining').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // yyyy-mm of a monthlyAi lot: at most one per month, whoever creates it first.
    month: text('month'),
  },
  (t) => [
    index('credit_lots_spendable_idx').on(t.accountId, t.expiresAt).where(sql`${t.remaining} > 0`),
    uniqueIndex('credit_lots_month_idx').on(t.accountId, t.month).where(sql`${t.source} = 'monthlyAi'`),
  ],
);

// One row per charge, unique by the caller's idempotency key: a retry finds it and costs nothing.
// `draws` says which lots paid it, so history and audits need no recomputation.
export const creditCharges = pgTable(
  'credit_charges',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<CreditKind>().notNull(),
    units: integer('units').notNull(),
    credits: integer('credits').notNull(),
    draws: jsonb('draws').$type<Array<{ lotId: string; credits: number }>>().notNull().default([]),
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_charges_key_idx').on(t.accountId, t.idempotencyKey),
    index('credit_charges_month_idx').on(t.accountId, t.month),
  ],
);

// "Request credits" from the panel: recorded for the provider's staff, who sell and add the lot.
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').notNull(),
    credits: integer('credits').notNull(),
    note: text('note').notNull(),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_requests_account_idx').on(t.accountId, t.createdAt)],
);
