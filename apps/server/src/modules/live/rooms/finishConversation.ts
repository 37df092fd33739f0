import type { finishInput } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus, refusalFor } from '@prosa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations, conversationTags, tags } from '../../../db/schema/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { findLiveSettings, resolveLiveSettings } from '../../liveSettings/index.ts';
import { distributeQueue } from '../queue/distributeQueue.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { notifyCustomer } from './notifyCustomer.ts';

// Finishes (and with `archive`, archives) a room its attendant or an administrator holds. The
// account's finishOption may demand a tag and a monetary value. The room stays visible until
// archived; the customer hears finishRoom or archiveRoom, and the freed slot goes to the queue.
export async function finishConversation(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  input: z.output<typeof finishInput>,
) {
  const { db } = services.database;
  const { viewer, conversation } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
  const status = conversation.status as RoomStatus;
  const action = input.archive ? 'archive' : 'finish';
  if (!nextRoomStatus(status, action)) throw new CatalogueError(refusalFor(status, action));
  if (conversation.attendantId !== actor.userId && viewer.level > 12)
    throw new CatalogueError('live.notAttendant');
  const wasFinished = status === 'finished';
  const { finishOption } = resolveLiveSettings(await findLiveSettings(db, actor.accountId)).behavior;
  if (!wasFinished) {
    if (finishOption.tags.isActive && finishOption.tags.mandatory && input.tagIds.length === 0)
      throw new CatalogueError('live.finishTagRequired');
    const value = finishOption.monetaryValue;
    if (value.isActive && value.mandatory && (input.valueCents === null || input.valueCents === undefined))
      throw new CatalogueError('live.finishValueRequired');
  }
  const tagIds = [...new Set(input.tagIds)];
  if (tagIds.length > 0) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.accountId, actor.accountId), inArray(tags.id, tagIds)));
    if (found.length !== tagIds.length) throw new CatalogueError('live.tagNotFound');
  }
  const now = services.clock.now();
  const hasValue = input.valueCents !== null && input.valueCents !== undefined;
  const finished = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversations)
      .set({
        status: 'finished',
        finishedAt: conversation.finishedAt ?? now,
        ...(input.archive ? { archivedAt: now } : {}),
        ...(hasValue
          ? { valueCents: input.valueCents, currency: input.currency ?? finishOption.monetaryValue.currency }
          : {}),
      })
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.accountId, actor.accountId),
          eq(conversations.status, status),
        ),
      )
      .returning();
    if (!row) throw new CatalogueError('live.invalidStatus');
    if (tagIds.length > 0)
      await tx
        .insert(conversationTags)
        .values(tagIds.map((tagId) => ({ conversationId: id, tagId, accountId: actor.accountId })))
        .onConflictDoNothing();
    return row;
  });
  // Finished and kept: the customer is asked the survey; archived: nothing is pending.
  await syncNumberStatus(db, actor.accountId, id);
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
  const key = input.archive ? 'archiveRoom' : 'finishRoom';
  await notifyCustomer(services, {
    accountId: actor.accountId,
    conversationId: id,
    language: finished.language,
    key,
    clientMessageId: `sys:${key}:${id}:${now.getTime()}`,
  });
  if (!wasFinished && finished.departmentId)
    await distributeQueue(services, actor.accountId, finished.departmentId);
  return finished;
}
