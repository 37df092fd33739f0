import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';

// Every login attempt against a known user: the per-user access log of /settings/users.
export const accessLog = pgTable(
  'access_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The account the attempt entered, when it got that far (null before account choice).
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    // success, wrongPassword, inactiveUser, outsideJourney, locked, twoFactorFailed, …
    result: text('result').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_log_user_idx').on(t.userId, t.at)],
);

// Requests for more users than the account's limit, read by the provider's staff.
export const extraUserRequests = pgTable(
  'extra_user_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extra_user_requests_account_idx').on(t.accountId, t.createdAt)],
);
