import type { RequestContext } from '../../app/authentication.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { toQuickResponse } from './quickResponseAccess.ts';
import { insertQuickResponse, type QuickResponseFields } from './quickResponseRepository.ts';

// A new response is private to its author until they share it.
export const createQuickResponse = (ctx: RequestContext, input: QuickResponseFields) =>
  failAs('team.quickResponseCreateFailed', async () => {
    const row = await insertQuickResponse(ctx.db, {
      id: newId(),
      accountId: ctx.accountId,
      ownerId: ctx.userId,
      ...input,
    });
    return { quickResponse: toQuickResponse(ctx, row) };
  });
