import type { Tag } from '@prosa/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tags } from '../../db/schema/index.ts';

// Every query names the account: a tag of another account is, for the caller, a tag that does not exist.
const columns = {
  id: tags.id,
  title: tags.title,
  color: tags.color,
  category: tags.category,
  description: tags.description,
};

export type TagFields = Omit<Tag, 'id'>;

export const findTags = (db: Db, accountId: string): Promise<Tag[]> =>
  db
    .select(columns)
    .from(tags)
    .where(eq(tags.accountId, accountId))
    .orderBy(asc(sql`lower(${tags.title})`));

export async function isTitleTaken(db: Db, accountId: string, title: string, exceptId?: string) {
  const sameTitle = and(eq(tags.accountId, accountId), eq(sql`lower(${tags.title})`, title.toLowerCase()));
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(exceptId ? and(sameTitle, ne(tags.id, exceptId)) : sameTitle)
    .limit(1);
  return row !== undefined;
}

export async function insertTag(db: Db, accountId: string, id: string, fields: TagFields): Promise<Tag> {
  const [row] = await db
    .insert(tags)
    .values({ id, accountId, ...fields })
    .returning(columns);
  if (!row) throw new Error('tag insert returned nothing');
  return row;
}

export async function updateTagRow(db: Db, accountId: string, id: string, fields: TagFields) {
  const [row] = await db
    .update(tags)
    .set(fields)
    .where(and(eq(tags.id, id), eq(tags.accountId, accountId)))
    .returning(columns);
  return row ?? null;
}

export async function deleteTagRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.accountId, accountId)))
    .returning({ id: tags.id });
  return deleted.length > 0;
}
