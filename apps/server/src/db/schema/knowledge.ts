import type { Intention, KnowledgeResponse, QuestionStatus } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

// Conventional knowledge bases; a title is unique within the account, whatever its case.
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_bases_account_title_key').on(t.accountId, sql`lower(${t.title})`)],
);

// A base's questions. Responses and intentions are read and written with their question, never
// alone, so they are typed JSON lists on its row. Deleting a base deletes its questions.
export const knowledgeQuestions = pgTable(
  'knowledge_questions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    baseId: text('base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    responses: jsonb('responses').$type<KnowledgeResponse[]>().notNull(),
    intentions: jsonb('intentions').$type<Intention[]>().notNull(),
    minimumWeight: integer('minimum_weight'),
    status: text('status').$type<QuestionStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_questions_base_key').on(t.baseId)],
);
