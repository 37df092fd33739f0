import { baseLimits, type SpreadsheetBase, type spreadsheetBaseInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { baseCsvRefusals } from './baseCsvRefusals.ts';
import { createBase, refuseDuplicateBase } from './createBase.ts';
import { fetchSpreadsheetCsv, type SpreadsheetSource } from './fetchSpreadsheetCsv.ts';
import { readUploadedCsv } from './readUploadedCsv.ts';

// A base read from a spreadsheet's page (its ID checked by the contract, §5 "invalid ID").
export async function createSpreadsheetBase(
  ctx: RequestContext,
  source: SpreadsheetSource,
  input: z.output<typeof spreadsheetBaseInput>,
): Promise<SpreadsheetBase> {
  const base = { ...input, source: 'spreadsheet' as const };
  await refuseDuplicateBase(ctx, base);
  const content = await fetchSpreadsheetCsv(source, input.spreadsheetId, input.pageName);
  return createBase(ctx, base, readUploadedCsv(content, baseLimits.maxRows, baseCsvRefusals));
}
