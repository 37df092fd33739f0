import { isErrorCode, type LiveMessage, sendMessageInput } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus, type TransshipmentStatus, transshipmentAfter } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations } from '../../../db/schema/index.ts';
import { findOwnAttachment, toAttachmentRef } from '../attachments/attachmentRepository.ts';
import { appendMessage } from '../messages/appendMessage.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

const payloadSchema = z.object({ conversationId: z.string().trim().min(1).max(64) });

// The attendant's message. Only the room's attendant writes in it; the first answer moves a new
// or transferred room to waiting (attended). Stored before the ack, idempotent by clientMessageId.
export async function sendAttendantMessage(
  services: LiveServices,
  actor: LiveActor & { name: string },
  payload: unknown,
): Promise<LiveMessage> {
  const { db } = services.database;
  const parsed = payloadSchema.and(sendMessageInput).safeParse(payload);
  if (!parsed.success) {
    const code = parsed.error.issues.map((issue) => issue.message).find(isErrorCode);
    throw new CatalogueError(code ?? 'generic.invalidInput');
  }
  const input = parsed.data;
  const id = input.conversationId;
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.accountId, actor.accountId)));
  if (!conversation) throw new CatalogueError('live.conversationNotFound');
  if (conversation.attendantId !== actor.userId) throw new CatalogueError('live.notAttendant');
  const status = conversation.status as RoomStatus;
  const next = nextRoomStatus(status, 'answer');
  if (!next) throw new CatalogueError('live.invalidStatus');
  const owner = { accountId: actor.accountId, ownerId: actor.userId, botId: null };
  const attachment = input.attachmentId ? await findOwnAttachment(db, owner, input.attachmentId) : null;
  if (input.attachmentId && !attachment) throw new CatalogueError('live.attachmentNotFound');
  const stored = await appendMessage(services, {
    accountId: actor.accountId,
    conversationId: id,
    clientMessageId: input.clientMessageId,
    sender: 'attendant',
    authorId: actor.userId,
    authorName: actor.name,
    text: input.text,
    attachment: attachment ? toAttachmentRef(attachment) : null,
  });
  if (!stored) throw new CatalogueError('live.conversationNotFound');
  if (stored.created && next !== status) {
    const [moved] = await db
      .update(conversations)
      .set({
        status: next,
        respondedAt: services.clock.now(),
        transshipment: transshipmentAfter(next, conversation.transshipment as TransshipmentStatus | null),
      })
      .where(and(eq(conversations.id, id), eq(conversations.status, status)))
      .returning({ id: conversations.id });
    if (moved)
      services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
  }
  return stored.message;
}
