import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { saveTagFields } from './saveTagFields.ts';
import { insertTag, isTitleTaken, type TagFields } from './tagRepository.ts';

export async function createTag(ctx: RequestContext, input: TagFields) {
  if (await isTitleTaken(ctx.db, ctx.accountId, input.title)) throw new CatalogueError('team.tagTitleTaken');
  const tag = await saveTagFields(() => insertTag(ctx.db, ctx.accountId, newId(), input));
  return { tag };
}
