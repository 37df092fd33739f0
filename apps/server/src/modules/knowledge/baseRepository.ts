import type { KnowledgeBase } from '@prosa/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeBases } from '../../db/schema/index.ts';

// Every query names the account: another account's base is, for the caller, one that does not exist.
export interface BaseFields {
  title: string;
  description: string;
}

// Spelled out: inside a subquery drizzle would leave "id" unqualified, and it would name the question's.
const questionCount = sql<number>`(select count(*)::int from "knowledge_questions" q where q."base_id" = "knowledge_bases"."id")`;
const columns = {
  id: knowledgeBases.id,
  title: knowledgeBases.title,
  description: knowledgeBases.description,
  questionCount,
};

export const findBases = (db: Db, accountId: string): Promise<KnowledgeBase[]> =>
  db
    .select(columns)
    .from(knowledgeBases)
    .where(eq(knowledgeBases.accountId, accountId))
    .orderBy(asc(sql`lower(${knowledgeBases.title})`));

export async function findBase(db: Db, accountId: string, id: string): Promise<KnowledgeBase | null> {
  const [row] = await db
    .select(columns)
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.id, id), eq(knowledgeBases.accountId, accountId)));
  return row ?? null;
}

export async function isBaseTitleTaken(db: Db, accountId: string, title: string, exceptId?: string) {
  const sameTitle = and(
    eq(knowledgeBases.accountId, accountId),
    eq(sql`lower(${knowledgeBases.title})`, title.toLowerCase()),
  );
  const [row] = await db
    .select({ id: knowledgeBases.id })
    .from(knowledgeBases)
    .where(exceptId ? and(sameTitle, ne(knowledgeBases.id, exceptId)) : sameTitle)
    .limit(1);
  return row !== undefined;
}

export async function insertBase(db: Db, accountId: string, id: string, fields: BaseFields) {
  await db.insert(knowledgeBases).values({ id, accountId, ...fields });
  return { id, ...fields, questionCount: 0 };
}

export async function updateBaseRow(db: Db, accountId: string, id: string, fields: BaseFields) {
  const [row] = await db
    .update(knowledgeBases)
    .set(fields)
    .where(and(eq(knowledgeBases.id, id), eq(knowledgeBases.accountId, accountId)))
    .returning({ id: knowledgeBases.id });
  return row ? findBase(db, accountId, id) : null;
}

// The base's questions go with it (the foreign key cascades).
export async function deleteBaseRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(knowledgeBases)
    .where(and(eq(knowledgeBases.id, id), eq(knowledgeBases.accountId, accountId)))
    .returning({ id: knowledgeBases.id });
  return deleted.length > 0;
}
