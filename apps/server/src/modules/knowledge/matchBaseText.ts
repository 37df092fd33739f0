import { matchQuestions } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { failAs } from '../../app/failAs.ts';
import { findBaseOrFail } from './findBaseOrFail.ts';
import { findQuestions } from './questionRepository.ts';

// The intent test box: the base's answer to a sentence, as the chatbot's FAQ line would give it.
export async function matchBaseText(ctx: RequestContext, baseId: string, text: string) {
  return failAs('knowledge.lookupFailed', async () => {
    const base = await findBaseOrFail(ctx, baseId);
    return matchQuestions(text, await findQuestions(ctx.db, ctx.accountId, base.id));
  });
}
