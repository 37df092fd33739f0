import { isTaken, type RoomStatus, refusalFor } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations } from '../../../db/schema/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { announceAssignment } from './announceAssignment.ts';
import { claimConversation } from './claimConversation.ts';
import { findDepartment } from './findDepartment.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { loadViewer } from './loadViewer.ts';

// An attendant takes a waiting conversation by hand. Members below administrator take only from
// their own departments' queues. The claim itself is atomic (claimConversation).
export async function takeConversation(services: LiveServices, actor: LiveActor, id: string) {
  const { db } = services.database;
  const viewer = await loadViewer(db, actor.accountId, actor.userId);
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.accountId, actor.accountId)));
  if (!viewer || !conversation) throw new CatalogueError('live.conversationNotFound');
  const departmentId = conversation.departmentId;
  if (viewer.level > 12 && departmentId && !viewer.departmentIds.includes(departmentId))
    throw new CatalogueError('live.conversationNotFound');
  // Taken already by the caller: a take retried after its answer failed (a 503 from the steps after
  // the claim committed, under a burst of takes) succeeds again instead of reporting the caller's
  // own room as lost, and finishes those steps; each is idempotent (the customer's message carries
  // the claim's instant as its clientMessageId), so nothing is said twice.
  if (conversation.attendantId === actor.userId && isTaken(conversation.status as RoomStatus)) {
    await syncNumberStatus(db, actor.accountId, id);
    await announceAssignment(services, conversation);
    return conversation;
  }
  const department = await findDepartment(db, actor.accountId, departmentId);
  try {
    const taken = await claimConversation(db, {
      accountId: actor.accountId,
      conversationId: id,
      attendant: { id: actor.userId, name: viewer.name },
      maxAttendances: department?.maxAttendances ?? null,
      now: services.clock.now(),
    });
    await announceAssignment(services, taken);
    return taken;
  } catch (error) {
    if (!(error instanceof CatalogueError) || error.code !== 'live.alreadyTaken') throw error;
    // Lost the race, or the room was never takeable (with the bot, finished): say which.
    const status = conversation.status as RoomStatus;
    if (conversation.attendantId || isTaken(status)) throw error;
    const [now] = await db.select().from(conversations).where(eq(conversations.id, id));
    // Lost to the caller's own take running alongside (a double click, a retry before the first
    // answered): the room is theirs, which is what they asked; that take announces it.
    if (now?.attendantId === actor.userId && isTaken(now.status as RoomStatus)) return now;
    if (now?.attendantId) throw error;
    throw new CatalogueError(refusalFor((now?.status ?? status) as RoomStatus, 'take'));
  }
}
