import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { findChangeableQuickResponse } from './quickResponseAccess.ts';
import { deleteQuickResponseRow } from './quickResponseRepository.ts';

export const deleteQuickResponse = (ctx: RequestContext, id: string) =>
  failAs('team.quickResponseDeleteFailed', async () => {
    await findChangeableQuickResponse(ctx, id);
    if (!(await deleteQuickResponseRow(ctx.db, ctx.accountId, id)))
      throw new CatalogueError('team.quickResponseNotFound');
  });
