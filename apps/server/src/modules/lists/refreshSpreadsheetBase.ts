import { baseLimits, type SpreadsheetBase } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { baseCsvRefusals } from './baseCsvRefusals.ts';
import { findBase, toSpreadsheetBase } from './baseRepository.ts';
import { fetchSpreadsheetCsv, type SpreadsheetSource } from './fetchSpreadsheetCsv.ts';
import { readUploadedCsv } from './readUploadedCsv.ts';
import { writeBaseRows } from './writeBaseRows.ts';

// Reads a spreadsheet base's page again: its rows replaced or added to, as its flag says.
export async function refreshSpreadsheetBase(
  ctx: RequestContext,
  source: SpreadsheetSource,
  id: string,
): Promise<SpreadsheetBase> {
  const base = await findBase(ctx.db, ctx.accountId, id);
  if (base.source !== 'spreadsheet' || !base.spreadsheetId || !base.pageName)
    throw new CatalogueError('bases.notSpreadsheet');
  const content = await fetchSpreadsheetCsv(source, base.spreadsheetId, base.pageName);
  await writeBaseRows(
    ctx.db,
    id,
    readUploadedCsv(content, baseLimits.maxRows, baseCsvRefusals),
    base.replaceData,
  );
  return toSpreadsheetBase(await findBase(ctx.db, ctx.accountId, id));
}
