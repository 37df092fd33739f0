import { telegramCallbackDataMax, telegramCaptionMax, telegramTextMax } from '@prosa/contracts';
import type { OutboundMessage } from '../ChannelAdapter.ts';

// Telegram refuses an empty text; a balloon that is its buttons alone gets this in front of them.
const emptyTextStandIn = '…';

// The Bot API call that sends one message: sendPhoto for an image, sendDocument for any other file
// (by the signed link, which Telegram downloads), sendMessage otherwise. A flow's buttons become an
// inline keyboard, one button a row so long titles stay whole; each button's callback_data is the
// option's key, or its position when the key is over Telegram's 64 bytes (the press is read back by
// the button's title either way: parseTelegramUpdate).
export function telegramMessage(message: OutboundMessage): { method: string; body: Record<string, unknown> } {
  const chat = { chat_id: message.to };
  const keyboard = inlineKeyboardOf(message);
  const markup = keyboard ? { reply_markup: { inline_keyboard: keyboard } } : {};
  if (message.media) {
    const caption = message.text ? { caption: message.text.slice(0, telegramCaptionMax) } : {};
    if (message.media.mime.startsWith('image/') && message.media.mime !== 'image/svg+xml')
      return { method: 'sendPhoto', body: { ...chat, photo: message.media.url, ...caption, ...markup } };
    return { method: 'sendDocument', body: { ...chat, document: message.media.url, ...caption, ...markup } };
  }
  const text = message.text.slice(0, telegramTextMax) || emptyTextStandIn;
  return { method: 'sendMessage', body: { ...chat, text, ...markup } };
}

function inlineKeyboardOf(message: OutboundMessage) {
  if (message.choices?.kind !== 'buttons' || message.choices.options.length === 0) return null;
  return message.choices.options.map((option, index) => [
    {
      text: option.value,
      callback_data:
        Buffer.byteLength(option.key) <= telegramCallbackDataMax && option.key ? option.key : `#${index + 1}`,
    },
  ]);
}
