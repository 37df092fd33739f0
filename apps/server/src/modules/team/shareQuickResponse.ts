import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { findChangeableQuickResponse, toQuickResponse } from './quickResponseAccess.ts';
import { updateQuickResponseRow } from './quickResponseRepository.ts';

// Only the author shares a response; managers may withdraw a shared one (they reach only shared
// ones of others, so sharing again is a no-op for them).
export const shareQuickResponse = (ctx: RequestContext, id: string, shared: boolean) =>
  failAs('team.quickResponseShareFailed', async () => {
    await findChangeableQuickResponse(ctx, id);
    const row = await updateQuickResponseRow(ctx.db, ctx.accountId, id, { shared });
    if (!row) throw new CatalogueError('team.quickResponseNotFound');
    return { quickResponse: toQuickResponse(ctx, row) };
  });
