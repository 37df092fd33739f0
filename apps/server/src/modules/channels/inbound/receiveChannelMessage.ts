import { pickLanguage } from '@prosa/contracts';
import { isSmsOptOutKeyword } from '@prosa/domain';
import type { AppServices } from '../../../app/services.ts';
import { optInOnNewConversation } from '../../numbers/index.ts';
import type { AdapterChannel, ChannelAdapter, InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import type { ChatCustomer } from '../conversations/ChatCustomer.ts';
import type { FollowServices } from '../conversations/followCustomerMessage.ts';
import { openConversation } from '../conversations/openConversation.ts';
import { receiveCustomerMessage } from '../conversations/receiveCustomerMessage.ts';
import { keepEmailSubject } from '../email/keepEmailSubject.ts';
import { threadedConversationOf } from '../email/threadedConversationOf.ts';
import { confirmSmsOptOut } from './confirmSmsOptOut.ts';
import { findChannelChatbot } from './findChannelChatbot.ts';
import { findOrCreateChannelContact } from './findOrCreateChannelContact.ts';
import { inboundMessageText } from './inboundMessageText.ts';
import { conversationStartOf } from './providerEventSinks.ts';
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
  const attachment =
    event.attachment ??
    (event.media
      ? await storeChannelMedia(
          services,
          adapter,
          channel,
          { accountId: row.accountId, botId: bot.id, ownerId: event.from },
          event.media.ref,
        )
      : null);
  const isPhone = row.type === 'whatsapp' || row.type === 'sms' || row.type === 'rcs';
  const isEmail = row.type === 'email';
  // An e-mail that answers one of its conversation's mails goes there (when it still takes messages).
  const threaded = isEmail ? await threadedConversationOf(db, row, event) : null;
  const remembered = rememberedConversations(db);
  const customerKey = `${row.id}:${event.from}`;
  const received = await receiveCustomerMessage(
    services,
    customer,
    {
      clientMessageId: `${row.provider}:${event.providerMessageId}`,
      text: inboundMessageText(event),
      attachment,
    },
    {
      lastConversationId: threaded ?? remembered.get(customerKey),
      startConversation: async () => {
        const contact = await findOrCreateChannelContact(db, {
          accountId: row.accountId,
          channel: row.type,
          externalId: event.from,
          // Only WhatsApp, SMS and RCS customers are known by a phone number (Telegram's is a chat id,
          // Messenger's and Instagram's page-scoped ids), and e-mail's by their address.
          name: event.profileName?.trim() || (isPhone ? `+${event.from}` : event.from),
          phone: isPhone ? `+${event.from}` : null,
          email: isEmail ? event.from : null,
        });
        // A reply to a broadcast opens a conversation the broadcast started, at its flow index.
        const start = await conversationStartOf(services, row, { from: event.from });
        const conversation = await openConversation(services, customer, contact, start?.origin);
        await start?.opened(conversation.id);
        // A customer who writes again is back to opt-in (spec campaigns §4).
        await optInOnNewConversation(db, {
          accountId: row.accountId,
          channel: row.type,
          number: event.from,
          botId: bot.id,
        });
        return { ...conversation, startLine: start?.startLine ?? null };
      },
    },
  );
  remembered.set(customerKey, received.message.conversationId);
  if (isEmail)
    await keepEmailSubject(db, row.accountId, received.message.conversationId, event.subject ?? '');
  if (row.type === 'sms' && isSmsOptOutKeyword(event.text)) {
    const { conversationId, text, clientMessageId } = received.message;
    await confirmSmsOptOut(services, customer, { conversationId, text, clientMessageId });
    return;
  }
  await received.react();
}
