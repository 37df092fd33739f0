import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { spreadsheetBaseRows, spreadsheetBases } from '../../db/schema/index.ts';
import type { CsvTable } from './readUploadedCsv.ts';

const batchSize = 1000;

// A read of the base's data, in one transaction: the rows replace the old ones or follow them (the
// base's replace-data flag), the header becomes its columns and the base's date moves.
export async function writeBaseRows(db: Db, baseId: string, table: CsvTable, replace: boolean) {
  await db.transaction(async (tx) => {
    let start = 0;
    if (replace) await tx.delete(spreadsheetBaseRows).where(eq(spreadsheetBaseRows.baseId, baseId));
    else {
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${spreadsheetBaseRows.position}) + 1, 0)::int` })
        .from(spreadsheetBaseRows)
        .where(eq(spreadsheetBaseRows.baseId, baseId));
      start = Number(last?.next ?? 0);
    }
    for (let offset = 0; offset < table.rows.length; offset += batchSize) {
      await tx
        .insert(spreadsheetBaseRows)
        .values(
          table.rows
            .slice(offset, offset + batchSize)
            .map((row, index) => ({ baseId, position: start + offset + index, cells: row.cells })),
        );
    }
    const [counted] = await tx
      .select({ rows: sql<number>`count(*)::int` })
      .from(spreadsheetBaseRows)
      .where(eq(spreadsheetBaseRows.baseId, baseId));
    await tx
      .update(spreadsheetBases)
      .set({
        columns: table.header.cells.map((cell) => cell.trim()),
        rowCount: Number(counted?.rows ?? 0),
        updatedAt: sql`now()`,
      })
      .where(eq(spreadsheetBases.id, baseId));
  });
}
