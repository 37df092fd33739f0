import type { RequestContext } from '../../app/authentication.ts';
import { failAs } from '../../app/failAs.ts';
import { findBaseOrFail } from './findBaseOrFail.ts';
import { findQuestions } from './questionRepository.ts';

// A base with all its questions: a FAQ holds dozens to a few hundred, which the page searches
// as the user types.
export async function listQuestions(ctx: RequestContext, baseId: string) {
  return failAs('knowledge.lookupFailed', async () => {
    const base = await findBaseOrFail(ctx, baseId);
    return { base, questions: await findQuestions(ctx.db, ctx.accountId, base.id) };
  });
}
