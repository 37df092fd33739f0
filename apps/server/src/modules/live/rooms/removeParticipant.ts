import type { RoomStatus } from '@prosa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations } from '../../../db/schema/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import { hasParticipant } from './hasParticipant.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { heldStatuses } from './liveStatusLists.ts';
import { withoutParticipant } from './withoutParticipant.ts';

// A participant leaves the group, or the holder (or a manager or administrator who sees the room)
// removes one. Removing someone who is not in it changes nothing, so a repeated click is harmless.
export async function removeParticipant(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  userId: string,
) {
  const { db } = services.database;
  const { viewer, conversation } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
  const mayRemove =
    userId === actor.userId || conversation.attendantId === actor.userId || viewer.level <= 13;
  if (!mayRemove) throw new CatalogueError('generic.forbidden');
  if (!heldStatuses.includes(conversation.status as RoomStatus))
    throw new CatalogueError('live.invalidStatus');
  const [removed] = await db
    .update(conversations)
    .set({ participants: withoutParticipant(userId) })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.accountId, actor.accountId),
        inArray(conversations.status, heldStatuses),
        hasParticipant(userId),
      ),
    )
    .returning({ id: conversations.id });
  // The one who left no longer hears of the room by the summary: tell them so it leaves their inbox.
  if (removed)
    services.events.emit('conversation.changed', {
      accountId: actor.accountId,
      conversationId: id,
      formerMemberIds: [userId],
    });
}
