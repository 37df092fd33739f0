import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, memberships } from './identity.ts';

// One weekday's working periods, times as 'HH:MM' in the account's time zone (0 = Sunday).
export type JourneySchedule = { weekday: number; periods: Array<{ entry: string; exit: string }> };

export const journeys = pgTable(
  'journeys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comments: text('comments').notNull().default(''),
    schedules: jsonb('schedules').$type<JourneySchedule[]>().notNull().default([]),
    toleranceMinutes: integer('tolerance_minutes').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journeys_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

// A member follows at most one journey per account; without one they work without a schedule.
export const journeyUsers = pgTable(
  'journey_users',
  {
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
    journeyId: text('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    foreignKey({
      columns: [t.accountId, t.userId],
      foreignColumns: [memberships.accountId, memberships.userId],
    }).onDelete('cascade'),
    index('journey_users_journey_idx').on(t.journeyId),
  ],
);
