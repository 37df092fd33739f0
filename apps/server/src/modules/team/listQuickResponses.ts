import type { RequestContext } from '../../app/authentication.ts';
import { failAs } from '../../app/failAs.ts';
import { toQuickResponse } from './quickResponseAccess.ts';
import { findUsableQuickResponses } from './quickResponseRepository.ts';

export const listQuickResponses = (ctx: RequestContext) =>
  failAs('team.quickResponseListFailed', async () => {
    const rows = await findUsableQuickResponses(ctx.db, ctx.accountId, ctx.userId);
    return { quickResponses: rows.map((row) => toQuickResponse(ctx, row)) };
  });
