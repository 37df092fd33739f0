import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { quickResponses } from '../../db/schema/index.ts';

// Every query names the account: a response of another account is, for the caller, one that does not exist.
const columns = {
  id: quickResponses.id,
  ownerId: quickResponses.ownerId,
  title: quickResponses.title,
  message: quickResponses.message,
  shared: quickResponses.shared,
};

export type QuickResponseRow = {
  id: string;
  ownerId: string;
  title: string;
  message: string;
  shared: boolean;
};
export type QuickResponseFields = { title: string; message: string };

const inAccount = (accountId: string, id: string) =>
  and(eq(quickResponses.id, id), eq(quickResponses.accountId, accountId));

// The caller's own responses plus the shared ones of the account, by title.
export const findUsableQuickResponses = (
  db: Db,
  accountId: string,
  userId: string,
): Promise<QuickResponseRow[]> =>
  db
    .select(columns)
    .from(quickResponses)
    .where(
      and(
        eq(quickResponses.accountId, accountId),
        or(eq(quickResponses.ownerId, userId), eq(quickResponses.shared, true)),
      ),
    )
    .orderBy(asc(sql`lower(${quickResponses.title})`), asc(quickResponses.id));

export async function findQuickResponse(db: Db, accountId: string, id: string) {
  const [row] = await db.select(columns).from(quickResponses).where(inAccount(accountId, id)).limit(1);
  return row ?? null;
}

export async function insertQuickResponse(
  db: Db,
  row: QuickResponseFields & { id: string; accountId: string; ownerId: string },
): Promise<QuickResponseRow> {
  const [inserted] = await db.insert(quickResponses).values(row).returning(columns);
  if (!inserted) throw new Error('quick response insert returned nothing');
  return inserted;
}

export async function updateQuickResponseRow(
  db: Db,
  accountId: string,
  id: string,
  fields: Partial<QuickResponseFields & { shared: boolean }>,
) {
  const [row] = await db
    .update(quickResponses)
    .set(fields)
    .where(inAccount(accountId, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteQuickResponseRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(quickResponses)
    .where(inAccount(accountId, id))
    .returning({ id: quickResponses.id });
  return deleted.length > 0;
}
