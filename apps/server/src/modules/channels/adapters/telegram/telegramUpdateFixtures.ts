import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';

// Real-shaped Bot API Updates (core.telegram.org/bots/api#update, the types grammY's
// @grammyjs/types declare: Message, PhotoSize, Document, Voice, CallbackQuery), for the
// adapter's contract tests.

export const botToken = '7012345678:AAH3kq9sY0ZpQ_x8mW2cT4vR6bN1dE5fG7h';
export const secretToken = 'prosa_Secret-token_0123456789';
export const chatId = 912345678;

export const telegramChannel: AdapterChannel = {
  id: 'channel-t',
  accountId: 'account-1',
  type: 'telegram',
  provider: 'telegram',
  config: { apiBaseUrl: 'http://telegram.test', botId: '7012345678' },
  secrets: { botToken, secretToken },
  webhookUrl: 'https://prosa.example/webhooks/telegram/channel-t',
};

const user = {
  id: chatId,
  is_bot: false,
  first_name: 'Ana',
  last_name: 'Souza',
  username: 'anasouza',
  language_code: 'pt-br',
};
const chat = { id: chatId, first_name: 'Ana', last_name: 'Souza', username: 'anasouza', type: 'private' };

export const textUpdate = {
  update_id: 745120001,
  message: { message_id: 31, from: user, chat, date: 1764201600, text: 'Olá, quero um orçamento' },
};

export const photoUpdate = {
  update_id: 745120002,
  message: {
    message_id: 32,
    from: user,
    chat,
    date: 1764201660,
    photo: [
      {
        file_id: 'AgACAgEAAxkBAAMg-small',
        file_unique_id: 'AQADsmall',
        file_size: 1210,
        width: 90,
        height: 67,
      },
      {
        file_id: 'AgACAgEAAxkBAAMg-large',
        file_unique_id: 'AQADlarge',
        file_size: 51890,
        width: 1280,
        height: 960,
      },
    ],
    caption: 'O produto chegou assim',
  },
};

export const documentUpdate = {
  update_id: 745120003,
  message: {
    message_id: 33,
    from: user,
    chat,
    date: 1764201720,
    document: {
      file_name: 'nota-fiscal.pdf',
      mime_type: 'application/pdf',
      file_id: 'BQACAgEAAxkBAAMh-doc',
      file_unique_id: 'AgADdoc',
      file_size: 48213,
    },
  },
};

export const voiceUpdate = {
  update_id: 745120004,
  message: {
    message_id: 34,
    from: user,
    chat,
    date: 1764201780,
    voice: {
      duration: 3,
      mime_type: 'audio/ogg',
      file_id: 'AwACAgEAAxkBAAMi-voice',
      file_unique_id: 'AgADvoice',
      file_size: 9120,
    },
  },
};

export const stickerUpdate = {
  update_id: 745120005,
  message: {
    message_id: 35,
    from: user,
    chat,
    date: 1764201840,
    sticker: {
      file_id: 'CAACAgIAAxkBAAMj',
      file_unique_id: 'AgADst',
      type: 'regular',
      width: 512,
      height: 512,
      is_animated: false,
      is_video: false,
    },
  },
};

// A press of the inline button "Suporte" (callback_data 'opt-2') on the bot's message 40.
export const callbackUpdate = {
  update_id: 745120006,
  callback_query: {
    id: '3918446727154823681',
    from: user,
    message: {
      message_id: 40,
      from: { id: 7012345678, is_bot: true, first_name: 'Loja', username: 'loja_bot' },
      chat,
      date: 1764201900,
      text: 'Como podemos ajudar?',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Vendas', callback_data: 'opt-1' }],
          [{ text: 'Suporte', callback_data: 'opt-2' }],
        ],
      },
    },
    chat_instance: '-6123452369843210815',
    data: 'opt-2',
  },
};

// What Prosa does not read: a group message and an edit.
export const groupUpdate = {
  update_id: 745120007,
  message: {
    message_id: 36,
    from: user,
    chat: { id: -1001234567890, title: 'Clientes', type: 'supergroup' },
    date: 1764201960,
    text: 'oi bot',
  },
};
export const editedUpdate = {
  update_id: 745120008,
  edited_message: { ...textUpdate.message, edit_date: 1764202000, text: 'Olá, quero dois orçamentos' },
};

export function updateRequest(
  update: unknown,
  headers: Record<string, string> = { 'x-telegram-bot-api-secret-token': secretToken },
): InboundRequest {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    query: {},
    rawBody: Buffer.from(JSON.stringify(update)),
  };
}
