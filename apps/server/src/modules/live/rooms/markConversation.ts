import { conversationMarks } from '../../../db/schema/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

// Pin and mute are the member's own view of a room; nobody else hears of them.
export async function markConversation(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  mark: 'pinned' | 'muted',
  value: boolean,
) {
  const { db } = services.database;
  await findVisibleConversation(db, actor.accountId, actor.userId, id);
  await db
    .insert(conversationMarks)
    .values({ conversationId: id, userId: actor.userId, [mark]: value })
    .onConflictDoUpdate({
      target: [conversationMarks.conversationId, conversationMarks.userId],
      set: { [mark]: value },
    });
}
