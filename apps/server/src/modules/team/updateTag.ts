import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { saveTagFields } from './saveTagFields.ts';
import { isTitleTaken, type TagFields, updateTagRow } from './tagRepository.ts';

export async function updateTag(ctx: RequestContext, id: string, input: TagFields) {
  if (await isTitleTaken(ctx.db, ctx.accountId, input.title, id))
    throw new CatalogueError('team.tagTitleTaken');
  const tag = await saveTagFields(() => updateTagRow(ctx.db, ctx.accountId, id, input));
  if (!tag) throw new CatalogueError('team.tagNotFound');
  return { tag };
}
