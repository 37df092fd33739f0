import type { CustomerRef, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';

export const secretHeader = 'X-Telegram-Bot-Api-Secret-Token';

// Bot API ids are integers: messages count per bot here (Telegram counts them per chat; unique
// per bot is unique per chat too), updates count per bot from a random start, as Telegram's do.
let nextMessageId = 1;
let nextUpdateId = 100_000_000 + Math.floor(Math.random() * 100_000_000);
export const newTelegramMessageId = () => nextMessageId++;

// The sandbox's customer as a Telegram User (a private chat's id is the user's).
export function telegramUser(customer: CustomerRef) {
  const [firstName = 'Customer', ...rest] = (customer.profileName ?? '').split(' ').filter(Boolean);
  return {
    id: Number(customer.phone),
    is_bot: false,
    first_name: firstName,
    ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
    language_code: 'pt-br',
  };
}

export function botUser(number: SandboxNumber) {
  return {
    id: Number(number.instanceId),
    is_bot: true,
    first_name: number.config.botName ?? 'Prosa Sandbox Bot',
    username: `sandbox_${number.instanceId}_bot`,
  };
}

// The file a customer sent, as its message carries it: a photo in sizes, a voice note, a document.
function fileOf(message: ThreadMessage) {
  const media = message.media;
  if (!media || !message.mediaId) return {};
  const file = { file_id: message.mediaId, file_unique_id: message.mediaId.slice(0, 15) };
  if (media.mime.startsWith('image/'))
    return {
      photo: [
        { ...file, file_unique_id: `${file.file_unique_id}s`, width: 90, height: 90 },
        { ...file, width: 800, height: 800 },
      ],
    };
  if (media.mime === 'audio/ogg') return { voice: { ...file, duration: 1, mime_type: media.mime } };
  return { document: { ...file, file_name: media.name, mime_type: media.mime } };
}

// The bot's message a pressed button was on, with its keyboard (as the callback query carries it).
export function botMessage(number: SandboxNumber, customer: CustomerRef, message: ThreadMessage) {
  const user = telegramUser(customer);
  return {
    message_id: Number(message.id),
    from: botUser(number),
    chat: { id: user.id, first_name: user.first_name, type: 'private' },
    date: Math.floor(Date.parse(message.at) / 1000),
    text: message.text,
    ...(message.buttons
      ? {
          reply_markup: {
            inline_keyboard: message.buttons.map((button) => [
              { text: button.title, callback_data: button.id },
            ]),
          },
        }
      : {}),
  };
}

// The Update Telegram posts when the customer writes or presses an inline button, with the secret
// token setWebhook registered in its header. `pressedOn`: the bot's message of the button.
export function telegramUpdate(
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
  pressedOn: ThreadMessage | null,
  onAnswer: (body: string) => void,
): WebhookRequest {
  const user = telegramUser(customer);
  const update_id = nextUpdateId++;
  const update =
    message.reply && pressedOn
      ? {
          update_id,
          callback_query: {
            id: message.id,
            from: user,
            message: botMessage(number, customer, pressedOn),
            chat_instance: `${number.instanceId}${user.id}`,
            data: message.reply.id,
          },
        }
      : {
          update_id,
          message: {
            message_id: Number(message.id),
            from: user,
            chat: { id: user.id, first_name: user.first_name, type: 'private' },
            date: Math.floor(Date.parse(message.at) / 1000),
            ...(message.media ? (message.text ? { caption: message.text } : {}) : { text: message.text }),
            ...fileOf(message),
          },
        };
  const secret = number.secrets.secretToken;
  return {
    headers: { 'content-type': 'application/json', ...(secret ? { [secretHeader]: secret } : {}) },
    body: JSON.stringify(update),
    onAnswer,
  };
}
