import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { deleteBaseRow } from './baseRepository.ts';

// Deletes the base with its questions (docs/decisions.md): the panel names how many go before
// asking, so refusing a base with questions would only make the user delete them one by one.
export async function deleteBase(ctx: RequestContext, id: string) {
  const isDeleted = await failAs('knowledge.baseDeleteFailed', () =>
    deleteBaseRow(ctx.db, ctx.accountId, id),
  );
  if (!isDeleted) throw new CatalogueError('knowledge.baseNotFound');
}
