import { sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { tags } from '../../db/schema/index.ts';

// The imported list is a tag on its contacts, so the list can filter them: the account's tag of that
// title (without case, as tags are unique), created if there is none.
export async function findListTag(db: Db, accountId: string, title: string): Promise<string | null> {
  if (title === '') return null;
  await db
    .insert(tags)
    .values({ id: newId(), accountId, title, color: '#1677ff', category: '', description: '' })
    .onConflictDoNothing();
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(sql`${tags.accountId} = ${accountId} and lower(${tags.title}) = lower(${title})`);
  return tag?.id ?? null;
}
