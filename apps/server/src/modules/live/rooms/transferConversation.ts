import { liveStatus } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus, type TransshipmentStatus, transshipmentAfter } from '@prosa/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { failAs } from '../../../app/failAs.ts';
import { conversations } from '../../../db/schema/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { distributeQueue } from '../queue/distributeQueue.ts';
import { findDepartment } from './findDepartment.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { queuedStatuses } from './liveStatusLists.ts';
import { moveToAttendant } from './moveToAttendant.ts';
import { notifyCustomer } from './notifyCustomer.ts';

export interface TransferTarget {
  attendantId?: string;
  departmentId?: string;
}

// Transfers a room to an attendant (who must be online and under the maximum) or back to a
// department's queue. The current attendant, administrators and members allowed to see others may
// transfer; `isSelection` is the bulk transfer, whose permission the route already checked.
export async function transferConversation(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  target: TransferTarget,
  options: { isSelection?: boolean } = {},
) {
  const { db } = services.database;
  // Anything unexpected on the way to the moved room answers the spec's "transfer failed, send a
  // screenshot to support" (failAs); refusals keep their own codes. What follows the move (the
  // customer's notices, distribution) is no failure of the transfer itself.
  const { conversation, moved, now } = await failAs('live.transferFailed', async () => {
    const { viewer, conversation } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
    const mayTransfer =
      options.isSelection ||
      conversation.attendantId === actor.userId ||
      viewer.level <= 12 ||
      viewer.canSeeOthers;
    if (!mayTransfer) throw new CatalogueError('live.transferUnauthorized');
    const status = conversation.status as RoomStatus;
    const department = target.departmentId
      ? await findDepartment(db, actor.accountId, target.departmentId)
      : null;
    if (target.departmentId && !department) throw new CatalogueError('team.departmentNotFound');
    const queueAutomatic = department ? department.distribution !== 'none' : false;
    const next = nextRoomStatus(status, 'transfer', {
      toAttendant: Boolean(target.attendantId),
      queueAutomatic,
    });
    if (!next) throw new CatalogueError('live.transferInvalidStatus');
    const now = services.clock.now();
    const unchanged = and(
      eq(conversations.id, id),
      eq(conversations.accountId, actor.accountId),
      eq(conversations.status, status),
      conversation.attendantId === null
        ? isNull(conversations.attendantId)
        : eq(conversations.attendantId, conversation.attendantId),
    );
    let moved: typeof conversation | undefined;
    if (target.attendantId) {
      const targetDepartment = await findDepartment(db, actor.accountId, conversation.departmentId);
      moved = await moveToAttendant(db, {
        accountId: actor.accountId,
        attendantId: target.attendantId,
        requiredStatus: liveStatus.online,
        maxAttendances: targetDepartment?.maxAttendances ?? null,
        where: unchanged,
        set: {
          status: next,
          transshipment: transshipmentAfter(next, conversation.transshipment as TransshipmentStatus | null),
          assignedAt: now,
          respondedAt: null,
        },
      });
    } else if (department) {
      // Force pass: the transferred room goes before everyone already waiting.
      let queuedAt = now;
      if (department.forcePass) {
        const [first] = await db
          .select({ queuedAt: conversations.queuedAt })
          .from(conversations)
          .where(
            and(
              eq(conversations.accountId, actor.accountId),
              eq(conversations.departmentId, department.id),
              inArray(conversations.status, queuedStatuses),
            ),
          )
          .orderBy(asc(conversations.queuedAt))
          .limit(1);
        if (first?.queuedAt) queuedAt = new Date(first.queuedAt.getTime() - 1);
      }
      [moved] = await db
        .update(conversations)
        .set({
          status: next,
          transshipment: transshipmentAfter(next, conversation.transshipment as TransshipmentStatus | null),
          departmentId: department.id,
          attendantId: null,
          // The group was the holder's attendance; whoever takes the room next starts their own.
          participants: [],
          queuedAt,
        })
        .where(unchanged)
        .returning();
    }
    if (!moved) throw new CatalogueError('live.transferInvalidStatus');
    await syncNumberStatus(db, actor.accountId, id);
    return { conversation, moved, now };
  });
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
  await notifyCustomer(services, {
    accountId: actor.accountId,
    conversationId: id,
    language: moved.language,
    key: 'transferRoom',
    clientMessageId: `sys:transferRoom:${id}:${now.getTime()}`,
  });
  // Arriving at a named attendant is an assignment like a take; a department's queue says it later.
  if (target.attendantId)
    await notifyCustomer(services, {
      accountId: actor.accountId,
      conversationId: id,
      language: moved.language,
      key: 'available',
      clientMessageId: `sys:available:${id}:${now.getTime()}`,
    });
  // A slot freed in the old department, a new room waiting in the new one.
  const touched = new Set([conversation.departmentId, moved.departmentId].filter((d) => d !== null));
  for (const departmentId of touched) await distributeQueue(services, actor.accountId, departmentId);
  return moved;
}
