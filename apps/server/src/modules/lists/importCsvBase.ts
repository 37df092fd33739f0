import { baseLimits, type SpreadsheetBase } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { baseCsvRefusals } from './baseCsvRefusals.ts';
import { createBase, refuseDuplicateBase } from './createBase.ts';
import { isCsvUpload, readUploadedCsv } from './readUploadedCsv.ts';

// A base from an uploaded CSV file.
export async function importCsvBase(
  ctx: RequestContext,
  name: string,
  fileName: string,
  content: Buffer | undefined,
): Promise<SpreadsheetBase> {
  if (!content || content.length === 0) throw new CatalogueError('bases.fileEmpty');
  if (!isCsvUpload(fileName, content)) throw new CatalogueError('bases.fileTypeInvalid');
  const table = readUploadedCsv(content, baseLimits.maxRows, baseCsvRefusals);
  const base = { name, source: 'csv' as const, spreadsheetId: null, pageName: null, replaceData: true };
  await refuseDuplicateBase(ctx, base);
  return createBase(ctx, base, table);
}
