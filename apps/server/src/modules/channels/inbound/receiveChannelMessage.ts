import { pickLanguage } from '@prosa/contracts';
import type { AppServices } from '../../../app/services.ts';
import { optInOnNewConversation } from '../../numbers/index.ts';
import type { AdapterChannel, ChannelAdapter, InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import type { ChatCustomer } from '../conversations/ChatCustomer.ts';
import type { FollowServices } from '../conversations/followCustomerMessage.ts';
import { openConversation } from '../conversations/openConversation.ts';
import { receiveCustomerMessage } from '../conversations/receiveCustomerMessage.ts';
import { findChannelChatbot } from './findChannelChatbot.ts';
import { findOrCreateChannelContact } from './findOrCreateChannelContact.ts';
import { inboundMessageText } from './inboundMessageText.ts';
import { rememberedConversations } from './rememberedConversations.ts';
import { storeChannelMedia } from './storeChannelMedia.ts';

type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;
export type InboundServices = FollowServices & Pick<AppServices, 'env'>;

// A customer's message from a provider, on the one inbound path: the channel's chatbot, the
// customer (their number is their visitor id), media kept as an attachment, then the same store and
// follow-up as a widget message. The provider's message id is the message's client id, so a
// reprocessed event (after a crash) finds the message already stored and does nothing.
export async function receiveChannelMessage(
  services: InboundServices,
  row: ChannelRow,
  adapter: ChannelAdapter,
  channel: AdapterChannel,
  event: MessageEvent,
) {
  const { db } = services.database;
  if (!row.botId) {
    services.log.warn({ channelId: row.id }, 'a channel without a chatbot received a message; not stored');
    return;
  }
  const bot = await findChannelChatbot(db, row.accountId, row.botId);
  if (!bot) return;
  const customer: ChatCustomer = {
    accountId: row.accountId,
    botId: bot.id,
    botName: bot.name,
    defaultDepartmentId: bot.defaultDepartmentId,
    visitorId: event.from,
    language: pickLanguage(bot.language),
    channel: row.type as ChatCustomer['channel'],
    channelId: row.id,
    device: 'mobile',
    location: null,
  };
  const attachment = event.media
    ? await storeChannelMedia(
        services,
        adapter,
        channel,
        { accountId: row.accountId, botId: bot.id, ownerId: event.from },
        event.media.ref,
      )
    : null;
  const remembered = rememberedConversations(db);
  const customerKey = `${bot.id}:${event.from}`;
  const received = await receiveCustomerMessage(
    services,
    customer,
    {
      clientMessageId: `${row.provider}:${event.providerMessageId}`,
      text: inboundMessageText(event),
      attachment,
    },
    {
      lastConversationId: remembered.get(customerKey),
      startConversation: async () => {
        const contact = await findOrCreateChannelContact(db, {
          accountId: row.accountId,
          channel: row.type,
          externalId: event.from,
          name: event.profileName?.trim() || `+${event.from}`,
          phone: `+${event.from}`,
        });
        const conversation = await openConversation(services, customer, contact);
        // A customer who writes again is back to opt-in (spec campaigns §4).
        await optInOnNewConversation(db, {
          accountId: row.accountId,
          channel: row.type,
          number: event.from,
          botId: bot.id,
        });
        return conversation;
      },
    },
  );
  remembered.set(customerKey, received.message.conversationId);
  await received.react();
}
