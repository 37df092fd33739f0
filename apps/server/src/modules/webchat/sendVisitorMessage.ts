import { sendMessageInput, webchatGreeting } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { findOwnAttachment, toAttachmentRef } from '../live/attachments/attachmentRepository.ts';
import { appendMessage } from '../live/messages/appendMessage.ts';
import { handOffToDepartment } from '../live/rooms/handOffToDepartment.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { startConversation } from './startConversation.ts';
import {
  type ConversationRow,
  findConversation,
  findCurrentConversation,
  findVisitorMessage,
  updateConversationStatus,
} from './webchatConversationRepository.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock'>;

// Until flows exist, a chatbot greets once (the greeting's id makes a retry harmless) and hands
// the conversation to its default department's queue.
async function greetAndHandOff(services: Services, visitor: WebchatVisitor, conversation: ConversationRow) {
  await appendMessage(services, {
    accountId: visitor.accountId,
    conversationId: conversation.id,
    clientMessageId: `bot:greet:${conversation.id}`,
    sender: 'bot',
    authorName: visitor.botName,
    text: webchatGreeting[visitor.language],
  });
  const now = await findConversation(services.database.db, conversation.id);
  if (now?.status !== 'bot') return;
  await handOffToDepartment(services, {
    accountId: visitor.accountId,
    conversationId: conversation.id,
    departmentId: visitor.defaultDepartmentId,
  });
}

// The visitor's message. Stored first (the ack waits for that only); `react` then lets the bot or
// the room answer. A
// finished or abandoned conversation takes no more messages: the next one restarts the bot in a
// new conversation (docs/decisions.md).
export async function sendVisitorMessage(services: Services, visitor: WebchatVisitor, payload: unknown) {
  const { db } = services.database;
  const input = parseOrRefuse(sendMessageInput, payload);
  const owner = { accountId: visitor.accountId, ownerId: visitor.visitorId, botId: visitor.botId };
  const attachment = input.attachmentId ? await findOwnAttachment(db, owner, input.attachmentId) : null;
  if (input.attachmentId && !attachment) throw new CatalogueError('live.attachmentNotFound');

  const repeated = await findVisitorMessage(db, visitor.botId, visitor.visitorId, input.clientMessageId);
  if (repeated) return { message: repeated, react: async () => undefined };
  let conversation = await findCurrentConversation(db, visitor.botId, visitor.visitorId);
  let next = conversation ? nextRoomStatus(conversation.status as RoomStatus, 'customerMessage') : null;
  if (!conversation || !next) {
    conversation = (await startConversation(services, visitor)).conversation;
    next = 'bot';
  }
  const stored = await appendMessage(services, {
    accountId: visitor.accountId,
    conversationId: conversation.id,
    clientMessageId: input.clientMessageId,
    sender: 'customer',
    authorName: conversation.customerName,
    text: input.text,
    attachment: attachment ? toAttachmentRef(attachment) : null,
  });
  if (!stored) throw new CatalogueError('live.conversationNotFound');
  const room = conversation;
  // What follows the store runs after the ack: a failure there must not make the client resend.
  const react = async () => {
    if (!stored.created) return;
    if (next !== room.status) {
      await updateConversationStatus(db, visitor.accountId, room.id, next);
      services.events.emit('conversation.changed', { accountId: visitor.accountId, conversationId: room.id });
    }
    if (next === 'bot') await greetAndHandOff(services, visitor, room);
  };
  return { message: stored.message, react };
}
