import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { deleteTagRow } from './tagRepository.ts';

export async function deleteTag(ctx: RequestContext, id: string) {
  if (!(await deleteTagRow(ctx.db, ctx.accountId, id))) throw new CatalogueError('team.tagNotFound');
}
