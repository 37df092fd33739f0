import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { conversationComments } from '../../db/schema/index.ts';
import { toConversationComment } from './listConversationComments.ts';
import { viewerOf } from './listConversationHistory.ts';
import { findReachableConversation } from './readConversationRecord.ts';

// POST /api/conversations/:id/comments: an internal note on a conversation the caller may see
// (the same view rule as reading it; one they may not see answers as not found).
export async function addConversationComment(ctx: RequestContext, id: string, text: string) {
  const viewer = await viewerOf(ctx);
  const { conversation } = await findReachableConversation(ctx, viewer, id);
  const [row] = await ctx.db
    .insert(conversationComments)
    .values({
      id: newId(),
      accountId: ctx.accountId,
      conversationId: conversation.id,
      authorId: ctx.userId,
      authorName: viewer.name,
      text,
    })
    .returning();
  if (!row) throw new Error('the comment was not stored');
  return toConversationComment(row);
}
