import type { InboundEvent } from '../ChannelAdapter.ts';

type Fields = Record<string, unknown>;
type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

// One Bot API Update (core.telegram.org/bots/api#update) as the layer's events: a customer's
// `message` (text, photo, document, voice…) or a `callback_query` (an inline button of one of our
// messages). Edits, channel posts, inline queries and the rest carry nothing a conversation keeps.
//
// Deduplication: a message is `{chat id}:{message_id}` (message ids are per chat), a button press
// `callback:{callback_query id}`; both stay the same when Telegram retries the Update.
export function parseTelegramUpdate(update: unknown): InboundEvent[] {
  if (!isFields(update)) return [];
  if (isFields(update.message)) return messageEvents(update.message);
  if (isFields(update.callback_query)) return callbackEvents(update.callback_query);
  return [];
}

// The callback query id of an Update that is a button press: the webhook's answer acknowledges it.
export function callbackQueryIdOf(update: unknown): string | null {
  if (!isFields(update) || !isFields(update.callback_query)) return null;
  return text(update.callback_query.id) || null;
}

function messageEvents(message: Fields): InboundEvent[] {
  const chat = isFields(message.chat) ? message.chat : {};
  const from = text(chat.id);
  const messageId = text(message.message_id);
  // Only private chats are customers: a bot added to a group would otherwise answer the group.
  if (!from || !messageId || chat.type !== 'private') return [];
  const event: MessageEvent = {
    kind: 'message',
    providerMessageId: `${from}:${messageId}`,
    from,
    at: dateOf(message.date),
    text: text(message.text),
  };
  const name = profileNameOf(message.from);
  if (name) event.profileName = name;
  const caption = text(message.caption);
  const media = mediaOf(message);
  if (media) {
    event.text = caption;
    event.media = { ...media, ...(caption ? { caption } : {}) };
  } else if (isFields(message.location)) {
    const { latitude, longitude } = message.location;
    if (typeof latitude === 'number' && typeof longitude === 'number')
      event.location = { latitude, longitude };
    else event.kindOfContent = 'location';
  } else if (!event.text) {
    event.kindOfContent = contentKindOf(message);
  }
  return [event];
}

// A press of an inline button: the answer is the button's title (the flow matches choices by it),
// read back from the keyboard of the message it was on; its callback_data is the option's id.
function callbackEvents(query: Fields): InboundEvent[] {
  const id = text(query.id);
  const data = text(query.data);
  const sender = isFields(query.from) ? query.from : {};
  const message = isFields(query.message) ? query.message : {};
  const chat = isFields(message.chat) ? message.chat : {};
  const from = text(chat.id) || text(sender.id);
  if (!id || !data || !from) return [];
  const title = buttonTitleOf(message, data) ?? data;
  const event: MessageEvent = {
    kind: 'message',
    providerMessageId: `callback:${id}`,
    from,
    // A callback query has no date of its own: it is as recent as its delivery.
    at: new Date(),
    text: title,
    reply: { id: data, title },
  };
  const name = profileNameOf(sender);
  if (name) event.profileName = name;
  return [event];
}

function buttonTitleOf(message: Fields, data: string): string | null {
  const markup = isFields(message.reply_markup) ? message.reply_markup : {};
  const rows = Array.isArray(markup.inline_keyboard) ? markup.inline_keyboard : [];
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    for (const button of row) {
      if (isFields(button) && button.callback_data === data) return text(button.text) || null;
    }
  }
  return null;
}

// Photos come in several sizes, smallest first: the largest is kept. Voice notes are OGG/Opus.
function mediaOf(message: Fields): { ref: string; mime: string; name?: string } | null {
  if (Array.isArray(message.photo) && message.photo.length > 0) {
    const largest = message.photo[message.photo.length - 1];
    const fileId = isFields(largest) ? text(largest.file_id) : '';
    return fileId ? { ref: fileId, mime: 'image/jpeg' } : null;
  }
  for (const kind of ['document', 'voice', 'audio', 'video'] as const) {
    const file = message[kind];
    if (!isFields(file) || !text(file.file_id)) continue;
    const name = text(file.file_name);
    return {
      ref: text(file.file_id),
      mime: text(file.mime_type) || defaultMime[kind],
      ...(name ? { name } : {}),
    };
  }
  return null;
}

const defaultMime = {
  document: 'application/octet-stream',
  voice: 'audio/ogg',
  audio: 'audio/mpeg',
  video: 'video/mp4',
} as const;

// What a message with neither text nor media we fetch holds (sticker, contact, poll…): the first
// such field Telegram sets, for the attendant to see that something came.
const contentKinds = ['sticker', 'contact', 'animation', 'video_note', 'poll', 'venue', 'dice'];
function contentKindOf(message: Fields): string {
  return contentKinds.find((kind) => message[kind] !== undefined) ?? 'unknown';
}

function profileNameOf(user: unknown): string {
  if (!isFields(user)) return '';
  return [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ');
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

// Telegram dates are Unix seconds.
function dateOf(seconds: unknown): Date {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? new Date(value * 1000) : new Date();
}
