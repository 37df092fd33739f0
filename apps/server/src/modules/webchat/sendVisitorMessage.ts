import { sendMessageInput, webchatGreeting } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus, roomStatuses } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { answerWithFlow } from '../flows/index.ts';
import { appendMessage, findOwnAttachment, handOffToDepartment, toAttachmentRef } from '../live/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { startConversation } from './startConversation.ts';
import {
  findCurrentConversation,
  findVisitorMessage,
  updateConversationStatus,
} from './webchatConversationRepository.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode' | 'log'>;
const acceptsCustomerMessages = roomStatuses.filter((status) => nextRoomStatus(status, 'customerMessage'));

// A chatbot without a published flow greets once (the greeting's id makes a retry harmless) and hands
// the conversation to its default department's queue.
async function greetAndHandOff(services: Services, visitor: WebchatVisitor, conversationId: string) {
  const greeted = await appendMessage(services, {
    accountId: visitor.accountId,
    conversationId,
    clientMessageId: `bot:greet:${conversationId}`,
    sender: 'bot',
    authorName: visitor.botName,
    text: webchatGreeting[visitor.language],
  });
  if (greeted?.conversation.status !== 'bot') return;
  await handOffToDepartment(services, {
    accountId: visitor.accountId,
    conversationId,
    departmentId: visitor.defaultDepartmentId,
  });
}

// The visitor's message. Stored first (the ack waits for that only); `react` then lets the bot or
// the room answer. A finished or abandoned conversation takes no more messages: the next one
// restarts the bot in a new conversation (docs/decisions.md). `lastConversationId` (where this
// socket last wrote) lets the usual message be one statement, which checks that it is still the
// visitor's open conversation; anything else takes the full path. `newConversationAllowed` throws
// when the visitor may not open another conversation now (the abuse limits).
export async function sendVisitorMessage(
  services: Services,
  visitor: WebchatVisitor,
  payload: unknown,
  lastConversationId: string | null = null,
  newConversationAllowed: () => Promise<void> = async () => undefined,
) {
  const { db } = services.database;
  const input = parseOrRefuse(sendMessageInput, payload);
  const owner = { accountId: visitor.accountId, ownerId: visitor.visitorId, botId: visitor.botId };
  const attachment = input.attachmentId ? await findOwnAttachment(db, owner, input.attachmentId) : null;
  if (input.attachmentId && !attachment) throw new CatalogueError('live.attachmentNotFound');
  const message = {
    accountId: visitor.accountId,
    clientMessageId: input.clientMessageId,
    sender: 'customer' as const,
    text: input.text,
    attachment: attachment ? toAttachmentRef(attachment) : null,
  };
  if (lastConversationId) {
    const stored = await appendMessage(
      services,
      { ...message, conversationId: lastConversationId },
      // Still the visitor's open conversation, and no repeat of a message they sent anywhere.
      { visitor, statuses: acceptsCustomerMessages },
    );
    if (stored) {
      const status = stored.conversation.status as RoomStatus;
      const next = nextRoomStatus(status, 'customerMessage') ?? status;
      return {
        message: stored.message,
        react: () => follow(services, visitor, stored, lastConversationId, status, next),
      };
    }
  }

  const repeated = await findVisitorMessage(db, visitor.botId, visitor.visitorId, input.clientMessageId);
  if (repeated) return { message: repeated, react: async () => undefined };
  let conversation = await findCurrentConversation(db, visitor.botId, visitor.visitorId);
  let next = conversation ? nextRoomStatus(conversation.status as RoomStatus, 'customerMessage') : null;
  if (!conversation || !next) {
    await newConversationAllowed();
    conversation = (await startConversation(services, visitor)).conversation;
    next = 'bot';
  }
  const stored = await appendMessage(services, { ...message, conversationId: conversation.id });
  if (!stored) throw new CatalogueError('live.conversationNotFound');
  const { id, status } = conversation;
  const after = next;
  return { message: stored.message, react: () => follow(services, visitor, stored, id, status, after) };
}

// What follows the store runs after the ack: a failure there must not make the client resend.
async function follow(
  services: Services,
  visitor: WebchatVisitor,
  stored: { created: boolean; message: { text: string } },
  conversationId: string,
  status: string,
  next: RoomStatus,
) {
  if (!stored.created) return;
  if (next !== status) {
    await updateConversationStatus(services.database.db, visitor.accountId, conversationId, next);
    services.events.emit('conversation.changed', { accountId: visitor.accountId, conversationId });
  }
  if (next !== 'bot') return;
  // A chatbot with a published flow answers through it; one without greets and hands off.
  const text = stored.message.text;
  if (await answerWithFlow(services, { conversationId, text })) return;
  await greetAndHandOff(services, visitor, conversationId);
}
