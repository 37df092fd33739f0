import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findBase } from './baseRepository.ts';

export async function findBaseOrFail(ctx: RequestContext, id: string) {
  const base = await findBase(ctx.db, ctx.accountId, id);
  if (!base) throw new CatalogueError('knowledge.baseNotFound');
  return base;
}
