import type { RecipientList } from '@prosa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { recipientListEntries, recipientLists } from '../../db/schema/index.ts';

type ListRow = typeof recipientLists.$inferSelect;

export const toRecipientList = (row: ListRow): RecipientList => ({
  id: row.id,
  title: row.title,
  source: row.source,
  channel: row.channel,
  status: row.status,
  amount: row.amount,
  withEmail: row.withEmail,
  withPhone: row.withPhone,
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  errorCount: row.errorCount,
  errors: row.errors,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

export async function findList(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(recipientLists)
    .where(and(eq(recipientLists.accountId, accountId), eq(recipientLists.id, id)));
  if (!row) throw new CatalogueError('lists.notFound');
  return row;
}

export const findLists = (db: Db, accountId: string) =>
  db
    .select()
    .from(recipientLists)
    .where(eq(recipientLists.accountId, accountId))
    .orderBy(desc(recipientLists.createdAt), desc(recipientLists.id));

// The list's counters from its entries, after they were written.
export async function countListEntries(db: Db, listId: string) {
  const [counted] = await db
    .select({
      amount: sql<number>`count(*)::int`,
      withEmail: sql<number>`(count(*) filter (where ${recipientListEntries.email} <> ''))::int`,
      withPhone: sql<number>`(count(*) filter (where ${recipientListEntries.phone} <> ''))::int`,
    })
    .from(recipientListEntries)
    .where(eq(recipientListEntries.listId, listId));
  return {
    amount: Number(counted?.amount ?? 0),
    withEmail: Number(counted?.withEmail ?? 0),
    withPhone: Number(counted?.withPhone ?? 0),
  };
}
