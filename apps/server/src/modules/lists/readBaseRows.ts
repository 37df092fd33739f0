import { baseLimits } from '@prosa/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { spreadsheetBaseRows } from '../../db/schema/index.ts';
import { findBase } from './baseRepository.ts';

// One page of a base's rows in order, after the position `after` (keyset), with its columns.
export async function readBaseRows(db: Db, accountId: string, baseId: string, after: number | undefined) {
  const base = await findBase(db, accountId, baseId);
  const rows = await db
    .select({ position: spreadsheetBaseRows.position, cells: spreadsheetBaseRows.cells })
    .from(spreadsheetBaseRows)
    .where(
      and(
        eq(spreadsheetBaseRows.baseId, baseId),
        after === undefined ? undefined : gt(spreadsheetBaseRows.position, after),
      ),
    )
    .orderBy(asc(spreadsheetBaseRows.position))
    .limit(baseLimits.rowsPageSize + 1);
  const items = rows.slice(0, baseLimits.rowsPageSize);
  return {
    columns: base.columns,
    items,
    next: rows.length > items.length ? (items.at(-1)?.position ?? null) : null,
  };
}
