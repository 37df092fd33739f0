import {
  type AttachmentRef,
  isErrorCode,
  type LiveMessage,
  type MessageTemplate,
  sendMessageInput,
} from '@prosa/contracts';
import {
  checkComposerMessage,
  isWithinCustomerServiceWindow,
  nextRoomStatus,
  type RoomStatus,
  roomStatuses,
  type TransshipmentStatus,
  transshipmentAfter,
} from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { withTransaction } from '../../../app/withTransaction.ts';
import { conversations } from '../../../db/schema/index.ts';
import { chargeStoredSms } from '../../channels/index.ts';
import { findOwnAttachment, toAttachmentRef } from '../attachments/attachmentRepository.ts';
import { appendMessage } from '../messages/appendMessage.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

const payloadSchema = z.object({ conversationId: z.string().trim().min(1).max(64) });
const answerable = roomStatuses.filter((status) => nextRoomStatus(status, 'answer') !== null);
// The rooms an attendant's first answer moves on (new, transferred): the customer is told who they
// are now talking to just before those words.
const startsAttendance = answerable.filter((status) => nextRoomStatus(status, 'answer') !== status);

// The attendant's message. Only the room's attendants (its holder and participants) write in it;
// the first answer moves a new or transferred room to waiting (attended). Stored before the ack,
// idempotent by clientMessageId. Over its channel's limits (composerLimitsOf: characters, the kinds
// of file it delivers) it is refused before anything is stored. An SMS is paid (1 credit per
// segment, an attachment's link counted) in the transaction that stores and queues it: without
// credit nothing is stored and the composer shows `credits.notEnoughSms`; a retry with the same
// clientMessageId finds the message and its charge.
export async function sendAttendantMessage(
  services: LiveServices & Pick<AppServices, 'env' | 'secretKey'>,
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
  const owner = { accountId: actor.accountId, ownerId: actor.userId, botId: null };
  const attachment = input.attachmentId ? await findOwnAttachment(db, owner, input.attachmentId) : null;
  if (input.attachmentId && !attachment) throw new CatalogueError('live.attachmentNotFound');
  const message = {
    conversationId: input.conversationId,
    clientMessageId: input.clientMessageId,
    text: input.text,
    attachment: attachment ? toAttachmentRef(attachment) : null,
  };
  const channel = await roomChannelOf(services, actor.accountId, input.conversationId);
  const refusal = checkComposerMessage(channel, { text: input.text, mime: attachment?.mime });
  if (refusal) throw new CatalogueError(refusal);
  if (channel !== 'sms') return storeAttendantMessage(services, actor, message);
  return withTransaction(services, async (scoped) => {
    const stored = await storeAttendantMessage(scoped, actor, message);
    await chargeStoredSms(services, scoped.database.db, {
      accountId: actor.accountId,
      messageId: stored._id,
      text: stored.text,
      attachment: stored.attachment,
    });
    return stored;
  });
}

// The room's channel, whose limits the message must meet (a room not found is refused where the
// message is stored, with the reason).
async function roomChannelOf(services: LiveServices, accountId: string, conversationId: string) {
  const [room] = await services.database.db
    .select({ channel: conversations.channel })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)));
  return room?.channel ?? 'webchat';
}

// Stores what an attendant says in a room they attend: free text, or a WhatsApp template (HSM, from
// the hsm module). On a provider channel (WhatsApp) free text goes only within the 24-hour
// customer-service window; after it only a template does (spec campaigns §9).
// Who may write is checked in the statement that stores it; only a refusal reads the room to say why.
export async function storeAttendantMessage(
  services: LiveServices,
  actor: LiveActor & { name: string },
  input: {
    conversationId: string;
    clientMessageId: string;
    text: string;
    attachment?: AttachmentRef | null;
    template?: MessageTemplate;
  },
): Promise<LiveMessage> {
  const { db } = services.database;
  const id = input.conversationId;
  const stored = await appendMessage(
    services,
    {
      accountId: actor.accountId,
      conversationId: id,
      clientMessageId: input.clientMessageId,
      sender: 'attendant',
      authorId: actor.userId,
      authorName: actor.name,
      text: input.text,
      attachment: input.attachment ?? null,
      template: input.template ?? null,
    },
    {
      attendantId: actor.userId,
      statuses: answerable,
      withinWindowAt: input.template ? undefined : services.clock.now(),
    },
    // A template goes when the window has closed, where the system's free text would not reach them.
    input.template ? undefined : { key: 'withAttendant', statuses: startsAttendance },
  );
  if (!stored) throw await refusalFor(services, actor, id);
  const status = stored.conversation.status as RoomStatus;
  const next = nextRoomStatus(status, 'answer');
  if (stored.created && next && next !== status) {
    const [moved] = await db
      .update(conversations)
      .set({
        status: next,
        respondedAt: services.clock.now(),
        transshipment: transshipmentAfter(
          next,
          stored.conversation.transshipment as TransshipmentStatus | null,
        ),
      })
      .where(and(eq(conversations.id, id), eq(conversations.status, status)))
      .returning({ id: conversations.id });
    if (moved)
      services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
  }
  return stored.message;
}

async function refusalFor(services: LiveServices, actor: LiveActor, id: string) {
  const [conversation] = await services.database.db
    .select({
      attendantId: conversations.attendantId,
      participants: conversations.participants,
      status: conversations.status,
      channelId: conversations.channelId,
      lastCustomerMessageAt: conversations.lastCustomerMessageAt,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.accountId, actor.accountId)));
  if (!conversation) return new CatalogueError('live.conversationNotFound');
  const attends =
    conversation.attendantId === actor.userId || conversation.participants.some((p) => p.id === actor.userId);
  if (!attends) return new CatalogueError('live.notAttendant');
  if (!answerable.includes(conversation.status as RoomStatus))
    return new CatalogueError('live.invalidStatus');
  const now = services.clock.now();
  if (conversation.channelId && !isWithinCustomerServiceWindow(conversation.lastCustomerMessageAt, now))
    return new CatalogueError('live.windowClosed');
  return new CatalogueError('live.invalidStatus');
}
