import { and, eq } from 'drizzle-orm';
import { conversationTags } from '../../../db/schema/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

export async function removeConversationTag(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  tagId: string,
) {
  const { db } = services.database;
  await findVisibleConversation(db, actor.accountId, actor.userId, id);
  await db
    .delete(conversationTags)
    .where(
      and(
        eq(conversationTags.conversationId, id),
        eq(conversationTags.tagId, tagId),
        eq(conversationTags.accountId, actor.accountId),
      ),
    );
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
}
