import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, memberships } from './identity.ts';
import { journeys } from './journeys.ts';

// Live chat departments. Distribution: none, balancing, autoBalance, sequential.
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A journey in use by a department cannot be deleted (restrict).
    journeyId: text('journey_id').references(() => journeys.id, { onDelete: 'restrict' }),
    // None or empty means the department keeps no business hours.
    businessHoursId: text('business_hours_id'),
    checkIn: boolean('check_in').notNull().default(false),
    forcePass: boolean('force_pass').notNull().default(false),
    queue: boolean('queue').notNull().default(false),
    queuePositionBroadcast: boolean('queue_position_broadcast').notNull().default(false),
    maxAttendances: integer('max_attendances').notNull().default(5),
    distribution: text('distribution').notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('departments_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

// The members attending in a department.
export const departmentUsers = pgTable(
  'department_users',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.userId] }),
    foreignKey({
      columns: [t.accountId, t.userId],
      foreignColumns: [memberships.accountId, memberships.userId],
    }).onDelete('cascade'),
    index('department_users_member_idx').on(t.accountId, t.userId),
  ],
);
