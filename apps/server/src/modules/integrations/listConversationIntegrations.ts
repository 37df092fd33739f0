import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { integrations } from '../../db/schema/index.ts';
import { findReachableConversation, viewerOf } from '../conversations/index.ts';

// GET /api/conversations/:id/integrations: what "send to an integration" may offer. Empty when
// the chatbot has no active integration, and the panel then offers nothing (spec core §5).
export async function listConversationIntegrations(ctx: RequestContext, conversationId: string) {
  const { conversation } = await findReachableConversation(ctx, await viewerOf(ctx), conversationId);
  const rows = await ctx.db
    .select({ id: integrations.id, name: integrations.name })
    .from(integrations)
    .where(
      and(
        eq(integrations.accountId, ctx.accountId),
        eq(integrations.botId, conversation.botId),
        eq(integrations.isActive, true),
      ),
    )
    .orderBy(asc(integrations.name));
  return { integrations: rows };
}
