import type { SpreadsheetBase } from '@prosa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { spreadsheetBases } from '../../db/schema/index.ts';

type BaseRow = typeof spreadsheetBases.$inferSelect;

export const toSpreadsheetBase = (row: BaseRow): SpreadsheetBase => ({
  id: row.id,
  name: row.name,
  source: row.source,
  spreadsheetId: row.spreadsheetId,
  pageName: row.pageName,
  replaceData: row.replaceData,
  columns: row.columns,
  rowCount: row.rowCount,
  updatedAt: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function findBase(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(spreadsheetBases)
    .where(and(eq(spreadsheetBases.accountId, accountId), eq(spreadsheetBases.id, id)));
  if (!row) throw new CatalogueError('bases.notFound');
  return row;
}

export const findBases = (db: Db, accountId: string) =>
  db
    .select()
    .from(spreadsheetBases)
    .where(eq(spreadsheetBases.accountId, accountId))
    .orderBy(desc(spreadsheetBases.createdAt), desc(spreadsheetBases.id));
