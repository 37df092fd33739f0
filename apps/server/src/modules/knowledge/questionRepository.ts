import type { KnowledgeQuestion, KnowledgeQuestionFields } from '@prosa/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeQuestions } from '../../db/schema/index.ts';

// Every query names the account, like the bases'.
const columns = {
  id: knowledgeQuestions.id,
  baseId: knowledgeQuestions.baseId,
  title: knowledgeQuestions.title,
  responses: knowledgeQuestions.responses,
  intentions: knowledgeQuestions.intentions,
  minimumWeight: knowledgeQuestions.minimumWeight,
  status: knowledgeQuestions.status,
};

const ofAccount = (accountId: string, id: string) =>
  and(eq(knowledgeQuestions.id, id), eq(knowledgeQuestions.accountId, accountId));

export const findQuestions = (db: Db, accountId: string, baseId: string): Promise<KnowledgeQuestion[]> =>
  db
    .select(columns)
    .from(knowledgeQuestions)
    .where(and(eq(knowledgeQuestions.baseId, baseId), eq(knowledgeQuestions.accountId, accountId)))
    .orderBy(asc(sql`lower(${knowledgeQuestions.title})`), asc(knowledgeQuestions.id));

export interface NewQuestion extends KnowledgeQuestionFields {
  id: string;
}

// Many rows in one statement (an import writes its batches inside one transaction).
export async function insertQuestions(db: Db, accountId: string, baseId: string, questions: NewQuestion[]) {
  if (questions.length === 0) return [];
  return db
    .insert(knowledgeQuestions)
    .values(questions.map((question) => ({ ...question, accountId, baseId })))
    .returning(columns);
}

export async function updateQuestionRow(
  db: Db,
  accountId: string,
  id: string,
  fields: KnowledgeQuestionFields,
) {
  const [row] = await db
    .update(knowledgeQuestions)
    .set(fields)
    .where(ofAccount(accountId, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteQuestionRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(knowledgeQuestions)
    .where(ofAccount(accountId, id))
    .returning({ id: knowledgeQuestions.id });
  return deleted.length > 0;
}
