import type { ContactImport, ContactType } from '@prosa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactImports, users } from '../../db/schema/index.ts';

export type ContactImportRow = typeof contactImports.$inferSelect;

// How many imports the panel lists: the latest ones.
const listed = 20;

export const toContactImport = (row: ContactImportRow, authorName: string | null): ContactImport => ({
  id: row.id,
  type: row.type,
  name: row.name,
  listName: row.listName,
  author: row.authorId && authorName !== null ? { id: row.authorId, name: authorName } : null,
  status: row.status,
  keyBehaviour: row.keyBehaviour,
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  importedCount: row.importedCount,
  createdCount: row.createdCount,
  updatedCount: row.updatedCount,
  errorCount: row.errorCount,
  errors: row.errors,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const withAuthor = (db: Db) =>
  db
    .select({ row: contactImports, authorName: users.name })
    .from(contactImports)
    .leftJoin(users, eq(users.id, contactImports.authorId));

export async function findContactImport(db: Db, accountId: string, id: string) {
  const [found] = await withAuthor(db).where(
    and(eq(contactImports.id, id), eq(contactImports.accountId, accountId)),
  );
  return found ? toContactImport(found.row, found.authorName) : null;
}

export async function listContactImports(db: Db, accountId: string, type: ContactType) {
  const rows = await withAuthor(db)
    .where(and(eq(contactImports.accountId, accountId), eq(contactImports.type, type)))
    .orderBy(desc(contactImports.createdAt), desc(contactImports.id))
    .limit(listed);
  return rows.map(({ row, authorName }) => toContactImport(row, authorName));
}
