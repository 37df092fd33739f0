import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { type BaseFields, isBaseTitleTaken, updateBaseRow } from './baseRepository.ts';
import { saveBaseFields } from './saveBaseFields.ts';

export async function updateBase(ctx: RequestContext, id: string, fields: BaseFields) {
  if (await isBaseTitleTaken(ctx.db, ctx.accountId, fields.title, id))
    throw new CatalogueError('knowledge.baseTitleTaken');
  const base = await saveBaseFields(() => updateBaseRow(ctx.db, ctx.accountId, id, fields));
  if (!base) throw new CatalogueError('knowledge.baseNotFound');
  return { base };
}
