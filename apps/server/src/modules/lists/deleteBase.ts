import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { spreadsheetBases } from '../../db/schema/index.ts';

// Its rows go with it (cascade).
export async function deleteBase(ctx: RequestContext, id: string) {
  const deleted = await ctx.db
    .delete(spreadsheetBases)
    .where(and(eq(spreadsheetBases.accountId, ctx.accountId), eq(spreadsheetBases.id, id)))
    .returning({ id: spreadsheetBases.id });
  if (deleted.length === 0) throw new CatalogueError('bases.notFound');
}
