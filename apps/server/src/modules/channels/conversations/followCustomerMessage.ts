import { webchatGreeting } from '@prosa/contracts';
import type { RoomStatus } from '@prosa/domain';
import type { AppServices } from '../../../app/services.ts';
import { answerWithFlow } from '../../flows/index.ts';
import { appendMessage, handOffToDepartment } from '../../live/index.ts';
import type { ChatCustomer } from './ChatCustomer.ts';
import { updateConversationStatus } from './customerConversationRepository.ts';

export type FollowServices = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode' | 'log'>;

// A chatbot without a published flow greets once (the greeting's id makes a retry harmless) and hands
// the conversation to its default department's queue.
async function greetAndHandOff(services: FollowServices, customer: ChatCustomer, conversationId: string) {
  const greeted = await appendMessage(services, {
    accountId: customer.accountId,
    conversationId,
    clientMessageId: `bot:greet:${conversationId}`,
    sender: 'bot',
    authorName: customer.botName,
    text: webchatGreeting[customer.language],
  });
  if (greeted?.conversation.status !== 'bot') return;
  await handOffToDepartment(services, {
    accountId: customer.accountId,
    conversationId,
    departmentId: customer.defaultDepartmentId,
  });
}

// What follows a stored customer message, on every channel: the room's status moves (a message
// wakes a paused or waiting room), then the chatbot answers through its published flow, or greets
// and hands off. Runs after the store is acknowledged: a failure here must not make the customer's
// side resend. `startLine`: the flow line a new conversation starts at (a broadcast's flow index).
export async function followCustomerMessage(
  services: FollowServices,
  customer: ChatCustomer,
  stored: { created: boolean; message: { text: string } },
  conversationId: string,
  status: string,
  next: RoomStatus,
  startLine: number | null = null,
) {
  if (!stored.created) return;
  if (next !== status) {
    await updateConversationStatus(services.database.db, customer.accountId, conversationId, next);
    services.events.emit('conversation.changed', { accountId: customer.accountId, conversationId });
  }
  if (next !== 'bot') return;
  const text = stored.message.text;
  if (await answerWithFlow(services, { conversationId, text, startLine })) return;
  await greetAndHandOff(services, customer, conversationId);
}
