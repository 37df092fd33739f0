import { telegramSecretKeys } from '@prosa/contracts';
import type { ChannelAdapter, InboundRequest } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { callbackQueryIdOf, parseTelegramUpdate } from './parseTelegramUpdate.ts';
import { fetchTelegramFile } from './telegramFile.ts';
import { telegramMessage } from './telegramMessage.ts';
import { telegramRequest } from './telegramRequest.ts';

export const telegramSecretHeader = 'x-telegram-bot-api-secret-token';

// The update types Prosa reads; Telegram sends no others, and keeps this list between calls.
const allowedUpdates = ['message', 'callback_query'];

// Telegram through the Bot API. Config: apiBaseUrl (the sandbox's in development) and botId (the
// token's prefix, the instance); secrets: botToken and secretToken. Updates are not signed: the
// secret token, given to setWebhook, comes back in a header of every Update.
export const telegramAdapter: ChannelAdapter = {
  type: 'telegram',
  provider: 'telegram',
  secretKeys: telegramSecretKeys,
  instanceKey: 'botId',

  verifySignature(channel, request) {
    const presented = request.headers[telegramSecretHeader];
    const expected = channel.secrets.secretToken;
    if (typeof presented !== 'string' || !expected) return false;
    return equalsInConstantTime(presented, expected);
  },

  parse(_channel, request) {
    const update = updateOf(request);
    return update === null ? [] : parseTelegramUpdate(update);
  },

  // A pressed button spins until its callback query is answered: the webhook's own answer makes
  // that call (the Bot API runs a method given in the answer to an Update), with no request more.
  webhookAnswer(_channel, request) {
    const id = callbackQueryIdOf(updateOf(request));
    if (!id) return null;
    return {
      contentType: 'application/json',
      body: JSON.stringify({ method: 'answerCallbackQuery', callback_query_id: id }),
    };
  },

  // The Bot API takes no idempotency key: a send retried after a lost answer may arrive twice.
  async send(channel, message, http) {
    const { method, body } = telegramMessage(message);
    const sent = await telegramRequest<{ message_id: number; chat: { id: number } }>(
      channel,
      method,
      body,
      http,
    );
    return { providerMessageId: `${sent.chat.id}:${sent.message_id}` };
  },

  fetchMedia(channel, ref, http) {
    return fetchTelegramFile(channel, ref, http);
  },

  async registerWebhook(channel, http) {
    await telegramRequest(
      channel,
      'setWebhook',
      { url: channel.webhookUrl, secret_token: channel.secrets.secretToken, allowed_updates: allowedUpdates },
      http,
    );
  },

  async checkConnection(channel, http) {
    await telegramRequest(channel, 'getMe', {}, http);
  },
};

function updateOf(request: InboundRequest): unknown {
  try {
    return JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return null;
  }
}
