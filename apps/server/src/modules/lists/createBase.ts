import type { SpreadsheetBase } from '@prosa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { spreadsheetBases } from '../../db/schema/index.ts';
import { findBase, toSpreadsheetBase } from './baseRepository.ts';
import type { CsvTable } from './readUploadedCsv.ts';
import { writeBaseRows } from './writeBaseRows.ts';

export interface NewBase {
  name: string;
  source: 'csv' | 'spreadsheet';
  spreadsheetId: string | null;
  pageName: string | null;
  replaceData: boolean;
}

// Spec campaigns §5: a base's name is unique in the account (without case), and a spreadsheet's
// page feeds one base only. Checked before the data is read, so a duplicate costs no fetch.
export async function refuseDuplicateBase(
  ctx: RequestContext,
  base: Pick<NewBase, 'name' | 'spreadsheetId' | 'pageName'>,
) {
  const [sameName] = await ctx.db
    .select({ id: spreadsheetBases.id })
    .from(spreadsheetBases)
    .where(
      and(
        eq(spreadsheetBases.accountId, ctx.accountId),
        sql`lower(${spreadsheetBases.name}) = lower(${base.name})`,
      ),
    );
  if (sameName) throw new CatalogueError('bases.nameTaken');
  if (base.spreadsheetId === null) return;
  const [samePage] = await ctx.db
    .select({ id: spreadsheetBases.id })
    .from(spreadsheetBases)
    .where(
      and(
        eq(spreadsheetBases.accountId, ctx.accountId),
        eq(spreadsheetBases.spreadsheetId, base.spreadsheetId),
        eq(spreadsheetBases.pageName, base.pageName ?? ''),
      ),
    );
  if (samePage) throw new CatalogueError('bases.pageTaken');
}

// The base and its first data; two requests racing for a name or a page meet the unique indexes.
export async function createBase(
  ctx: RequestContext,
  base: NewBase,
  table: CsvTable,
): Promise<SpreadsheetBase> {
  const id = newId();
  try {
    await ctx.db.insert(spreadsheetBases).values({ id, accountId: ctx.accountId, ...base });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseDuplicateBase(ctx, base);
    throw new CatalogueError('bases.nameTaken');
  }
  await writeBaseRows(ctx.db, id, table, true);
  return toSpreadsheetBase(await findBase(ctx.db, ctx.accountId, id));
}
