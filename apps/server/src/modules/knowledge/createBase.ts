import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { type BaseFields, insertBase, isBaseTitleTaken } from './baseRepository.ts';
import { saveBaseFields } from './saveBaseFields.ts';

export async function createBase(ctx: RequestContext, fields: BaseFields) {
  if (await isBaseTitleTaken(ctx.db, ctx.accountId, fields.title))
    throw new CatalogueError('knowledge.baseTitleTaken');
  const base = await saveBaseFields(() => insertBase(ctx.db, ctx.accountId, newId(), fields));
  return { base };
}
