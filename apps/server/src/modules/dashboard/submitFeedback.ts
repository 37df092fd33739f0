import type { feedbackRequest } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { feedback } from '../../db/schema/index.ts';

// The dashboard's satisfaction survey (NPS 0-10); the provider reads these in the internal area.
export async function submitFeedback(ctx: RequestContext, input: z.infer<typeof feedbackRequest>) {
  await ctx.db.insert(feedback).values({
    id: newId(),
    accountId: ctx.accountId,
    userId: ctx.userId,
    score: input.score,
    comment: input.comment,
    phone: input.wantsContact ? input.phone : null,
  });
}
