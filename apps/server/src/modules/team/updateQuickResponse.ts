import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { findChangeableQuickResponse, toQuickResponse } from './quickResponseAccess.ts';
import { type QuickResponseFields, updateQuickResponseRow } from './quickResponseRepository.ts';

export const updateQuickResponse = (ctx: RequestContext, id: string, input: QuickResponseFields) =>
  failAs('team.quickResponseCreateFailed', async () => {
    await findChangeableQuickResponse(ctx, id);
    const row = await updateQuickResponseRow(ctx.db, ctx.accountId, id, input);
    if (!row) throw new CatalogueError('team.quickResponseNotFound');
    return { quickResponse: toQuickResponse(ctx, row) };
  });
