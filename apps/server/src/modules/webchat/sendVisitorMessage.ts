import { sendMessageInput } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { receiveCustomerMessage } from '../channels/index.ts';
import { findOwnAttachment, toAttachmentRef } from '../live/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { startConversation } from './startConversation.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'externalCode' | 'log'>;

// The visitor's message: webchat's adapter onto the one inbound path (receiveCustomerMessage). Stored
// first (the ack waits for that only); `react` then lets the bot or the room answer.
// `lastConversationId` (where this socket last wrote) lets the usual message be one statement.
// `newConversationAllowed` throws when the visitor may not open another conversation now (the abuse
// limits).
export async function sendVisitorMessage(
  services: Services,
  visitor: WebchatVisitor,
  payload: unknown,
  lastConversationId: string | null = null,
  newConversationAllowed: () => Promise<void> = async () => undefined,
) {
  const input = parseOrRefuse(sendMessageInput, payload);
  const owner = { accountId: visitor.accountId, ownerId: visitor.visitorId, botId: visitor.botId };
  const attachment = input.attachmentId
    ? await findOwnAttachment(services.database.db, owner, input.attachmentId)
    : null;
  if (input.attachmentId && !attachment) throw new CatalogueError('live.attachmentNotFound');
  return receiveCustomerMessage(
    services,
    visitor,
    {
      clientMessageId: input.clientMessageId,
      text: input.text,
      attachment: attachment ? toAttachmentRef(attachment) : null,
    },
    {
      lastConversationId,
      startConversation: async () => {
        await newConversationAllowed();
        return (await startConversation(services, visitor)).conversation;
      },
    },
  );
}
