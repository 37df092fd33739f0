import { broadcastQueuePositions } from '../queue/broadcastQueuePositions.ts';
import type { LiveServices } from './LiveServices.ts';
import { notifyCustomer } from './notifyCustomer.ts';
import type { ConversationRow } from './readSummaries.ts';

// After a take or a distribution: the customer hears an attendant is available for them (they hear
// `withAttendant` with the attendant's first answer), the panels hear of the change, and those
// queued behind move up.
export async function announceAssignment(services: LiveServices, taken: ConversationRow) {
  await notifyCustomer(services, {
    accountId: taken.accountId,
    conversationId: taken.id,
    language: taken.language,
    key: 'available',
    clientMessageId: `sys:available:${taken.id}:${taken.assignedAt?.getTime() ?? 0}`,
  });
  services.events.emit('conversation.changed', { accountId: taken.accountId, conversationId: taken.id });
  if (taken.departmentId) await broadcastQueuePositions(services, taken.accountId, taken.departmentId);
}
