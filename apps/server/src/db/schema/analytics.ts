import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// A rollup's cell and its counters, as both the rollups and the recorded differences carry them
// (a function: each table gets column builders of its own).
const rollupColumns = () => ({
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  granularity: text('granularity').notNull(),
  dimension: text('dimension').notNull(),
  bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
  key: text('key').notNull(),
  total: integer('total').notNull().default(0),
  finished: integer('finished').notNull().default(0),
  abandoned: integer('abandoned').notNull().default(0),
  transshipped: integer('transshipped').notNull().default(0),
  attended: integer('attended').notNull().default(0),
  satisfactionCount: integer('satisfaction_count').notNull().default(0),
  satisfactionSum: integer('satisfaction_sum').notNull().default(0),
  // NPS answers (0–10), and among them promoters (9–10) and detractors (0–6).
  npsCount: integer('nps_count').notNull().default(0),
  npsPromoters: integer('nps_promoters').notNull().default(0),
  npsDetractors: integer('nps_detractors').notNull().default(0),
  firstResponseCount: integer('first_response_count').notNull().default(0),
  firstResponseMs: bigint('first_response_ms', { mode: 'number' }).notNull().default(0),
  handlingCount: integer('handling_count').notNull().default(0),
  handlingMs: bigint('handling_ms', { mode: 'number' }).notNull().default(0),
  valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
});

// The analytics pages read only these counters (never a COUNT over conversations): one row per
// account × granularity (`hour`, or `day` in the account's time zone) × bucket × dimension × key.
// Triggers record each change's difference in `analytics_deltas` in the same transaction as the
// conversation, its flow cursor or a knowledge answer (migrations 0022 and 0024, `analytics_*`
// functions), and `analytics_flush` adds them up here (the `analytics.flush` job, within seconds);
// `npm run analytics:rebuild` recomputes them from scratch. `total` counts conversations (knowledge: answers).
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    ...rollupColumns(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.granularity, t.dimension, t.bucketStart, t.key] })],
);

// A knowledge base answer (or the lack of one) a FAQ line gave: the knowledge pages' raw rows.
// The question asked is not kept (only which question answered it).
export const knowledgeAnswers = pgTable(
  'knowledge_answers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: text('question_id'),
    isAnswered: boolean('is_answered').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_answers_account_idx').on(t.accountId, t.createdAt)],
);

// The differences the triggers record, appended and never updated, so that writers of one account
// never wait on each other's rollup rows (a hot row: every conversation of an hour shares its
// `all` row); `analytics_flush` moves them into `analytics_rollups` in one short statement.
export const analyticsDeltas = pgTable(
  'analytics_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...rollupColumns(),
  },
  (t) => [index('analytics_deltas_account_idx').on(t.accountId)],
);
