import { grantedPermissions } from '@prosa/contracts';
import type { RoomStatus } from '@prosa/domain';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import { findMemberAccess } from '../../accessControl/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import { hasParticipant } from './hasParticipant.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { heldStatuses } from './liveStatusLists.ts';
import { loadViewer } from './loadViewer.ts';

// Group attendance: the holder, or a manager or administrator who sees the room, brings another
// attendant of the account into it (a specialist, say). The newcomer sees the room and writes in
// it beside the holder. One conditional UPDATE adds them, so two adds at once cannot both pass.
export async function addParticipant(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  attendantId: string,
) {
  const { db } = services.database;
  const { viewer, conversation } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
  if (conversation.attendantId !== actor.userId && viewer.level > 13)
    throw new CatalogueError('generic.forbidden');
  if (!heldStatuses.includes(conversation.status as RoomStatus))
    throw new CatalogueError('live.invalidStatus');
  if (isInGroup(conversation, attendantId)) throw new CatalogueError('live.attendantAlreadyInGroup');
  const newcomer = await findAttendant(db, actor.accountId, attendantId);
  if (!newcomer) throw new CatalogueError('live.transferTargetUnavailable');
  const entry = JSON.stringify([{ id: attendantId, name: newcomer.name }]);
  const [added] = await db
    .update(conversations)
    .set({ participants: sql`${conversations.participants} || ${entry}::jsonb` })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.accountId, actor.accountId),
        inArray(conversations.status, heldStatuses),
        sql`${conversations.attendantId} is distinct from ${attendantId}`,
        not(hasParticipant(attendantId)),
      ),
    )
    .returning({ id: conversations.id });
  if (!added) {
    // Someone else changed the room meanwhile: say what it is now.
    const now = await findVisibleConversation(db, actor.accountId, actor.userId, id);
    throw new CatalogueError(
      isInGroup(now.conversation, attendantId) ? 'live.attendantAlreadyInGroup' : 'live.invalidStatus',
    );
  }
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
}

const isInGroup = (
  c: { attendantId: string | null; participants: ReadonlyArray<{ id: string }> },
  userId: string,
) => c.attendantId === userId || c.participants.some((p) => p.id === userId);

// An active member of the account who may attend live chat; null for anyone else, who answers like
// an unavailable transfer target.
async function findAttendant(db: Db, accountId: string, userId: string) {
  const [member, access] = await Promise.all([
    loadViewer(db, accountId, userId),
    findMemberAccess(db, accountId, userId),
  ]);
  if (!member || !access) return null;
  const granted = grantedPermissions(access.membership.level, access.maps, access.account.modules);
  return granted.includes('live.attend') ? member : null;
}
