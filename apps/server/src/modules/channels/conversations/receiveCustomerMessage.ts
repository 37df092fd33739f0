import type { AttachmentRef } from '@prosa/contracts';
import { nextRoomStatus, type RoomStatus, roomStatuses } from '@prosa/domain';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { appendMessage } from '../../live/index.ts';
import type { ChatCustomer } from './ChatCustomer.ts';
import { findCurrentConversation, findCustomerMessage } from './customerConversationRepository.ts';
import { type FollowServices, followCustomerMessage } from './followCustomerMessage.ts';

const acceptsCustomerMessages = roomStatuses.filter((status) => nextRoomStatus(status, 'customerMessage'));

export interface CustomerMessage {
  // The sender's id for the message (the widget's, or the provider's message id): a repeat stores
  // nothing, in any of the customer's conversations.
  clientMessageId: string;
  text: string;
  attachment?: AttachmentRef | null;
}

export interface ReceiveOptions {
  // Where this customer last wrote (the widget's socket remembers it): lets the usual message be
  // one statement, which checks that it is still their open conversation.
  lastConversationId?: string | null;
  // Opens a new conversation (and its contact); may throw (the widget's abuse limits). `startLine`:
  // the flow line its bot starts at (a broadcast's flow index), else the first.
  startConversation: () => Promise<{ id: string; status: string; startLine?: number | null }>;
}

// The one inbound path's store, for every channel: the customer's message is stored in their open
// conversation, or a new one when they have none or it is finished (a finished or abandoned
// conversation takes no more messages: the next one restarts the bot, docs/decisions.md). `react`
// then lets the bot or the room answer (followCustomerMessage); callers run it after acknowledging.
export async function receiveCustomerMessage(
  services: FollowServices,
  customer: ChatCustomer,
  input: CustomerMessage,
  options: ReceiveOptions,
) {
  const { db } = services.database;
  const message = {
    accountId: customer.accountId,
    clientMessageId: input.clientMessageId,
    sender: 'customer' as const,
    text: input.text,
    attachment: input.attachment ?? null,
  };
  const { lastConversationId } = options;
  if (lastConversationId) {
    const stored = await appendMessage(
      services,
      { ...message, conversationId: lastConversationId },
      // Still the customer's open conversation, and no repeat of a message they sent anywhere.
      { visitor: customer, statuses: acceptsCustomerMessages },
    );
    if (stored) {
      const status = stored.conversation.status as RoomStatus;
      const next = nextRoomStatus(status, 'customerMessage') ?? status;
      return {
        message: stored.message,
        react: () => followCustomerMessage(services, customer, stored, lastConversationId, status, next),
      };
    }
  }

  const repeated = await findCustomerMessage(db, customer.botId, customer.visitorId, input.clientMessageId);
  if (repeated) return { message: repeated, react: async () => undefined };
  let conversation: { id: string; status: string } | null = await findCurrentConversation(
    db,
    customer.botId,
    customer.visitorId,
    customer.channelId,
  );
  let next = conversation ? nextRoomStatus(conversation.status as RoomStatus, 'customerMessage') : null;
  let startLine: number | null = null;
  if (!conversation || !next) {
    const opened = await options.startConversation();
    conversation = opened;
    startLine = opened.startLine ?? null;
    next = 'bot';
  }
  const stored = await appendMessage(
    services,
    { ...message, conversationId: conversation.id },
    // Two deliveries of one message racing past the check above: only one is stored.
    { visitor: customer },
  );
  if (!stored) {
    const raced = await findCustomerMessage(db, customer.botId, customer.visitorId, input.clientMessageId);
    if (raced) return { message: raced, react: async () => undefined };
    throw new CatalogueError('live.conversationNotFound');
  }
  const { id, status } = conversation;
  const after = next;
  return {
    message: stored.message,
    react: () => followCustomerMessage(services, customer, stored, id, status, after, startLine),
  };
}
