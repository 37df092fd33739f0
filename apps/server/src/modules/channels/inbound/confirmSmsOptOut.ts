import { smsOptOutConfirmation } from '@prosa/contracts';
import { appendMessage } from '../../live/index.ts';
import { optOutByKeyword } from '../../numbers/index.ts';
import type { ChatCustomer } from '../conversations/ChatCustomer.ts';
import type { FollowServices } from '../conversations/followCustomerMessage.ts';

// An SMS customer sent an opt-out keyword: their number is opted out on SMS and told so once, in
// the conversation (the outbound path sends it); the flow and the room do not take the keyword as
// an answer. The confirmation's id is the keyword message's, so a reprocessed event sends nothing
// twice.
export async function confirmSmsOptOut(
  services: FollowServices,
  customer: ChatCustomer,
  keyword: { conversationId: string; text: string; clientMessageId: string },
) {
  const isNew = await optOutByKeyword(
    services.database.db,
    {
      accountId: customer.accountId,
      channel: 'sms',
      number: customer.visitorId,
      botId: customer.botId,
      keyword: keyword.text,
    },
    services.clock.now(),
  );
  if (!isNew) return;
  await appendMessage(services, {
    accountId: customer.accountId,
    conversationId: keyword.conversationId,
    clientMessageId: `bot:optout:${keyword.clientMessageId}`,
    sender: 'bot',
    authorName: customer.botName,
    text: smsOptOutConfirmation[customer.language],
  });
}
