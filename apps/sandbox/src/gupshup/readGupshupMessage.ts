import { mediaOfUrl } from '../shared/formBody.ts';
import type { ThreadMessage } from '../shared/ProviderFake.ts';

type Json = Record<string, unknown>;
export type ThreadContent = Pick<ThreadMessage, 'text' | 'kind' | 'buttons' | 'list' | 'media'>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// The `message` field of POST /wa/api/v1/msg (a JSON string) as the thread shows it, or the reason
// Gupshup refuses it: text, image/file/audio/video/sticker by URL, quick_reply (≤ 3 options) and
// list (≤ 10 rows), each option's postbackText being what comes back when the customer picks it.
export function readGupshupMessage(raw: string | null): ThreadContent | string {
  let message: unknown;
  try {
    message = JSON.parse(raw ?? '');
  } catch {
    return 'Invalid Message';
  }
  if (!isObject(message)) return 'Invalid Message';
  switch (message.type) {
    case 'text':
      return text(message.text) ? { text: text(message.text), kind: 'text' } : 'Message text is empty';
    case 'image':
      return mediaContent(text(message.originalUrl), 'image/jpeg', text(message.caption));
    case 'video':
      return mediaContent(text(message.url), 'video/mp4', text(message.caption));
    case 'audio':
      return mediaContent(text(message.url), 'audio/ogg', '');
    case 'sticker':
      return mediaContent(text(message.url), 'image/webp', '');
    case 'file':
      return mediaContent(text(message.url), 'application/octet-stream', '', text(message.filename));
    case 'quick_reply':
      return quickReply(message);
    case 'list':
      return list(message);
    default:
      return 'Invalid Message Type';
  }
}

function mediaContent(
  url: string,
  fallbackMime: string,
  caption: string,
  name?: string,
): ThreadContent | string {
  if (!url) return 'Media url is missing';
  return { text: caption, kind: 'media', media: mediaOfUrl(url, fallbackMime, name) };
}

function quickReply(message: Json): ThreadContent | string {
  const content = isObject(message.content) ? message.content : {};
  const options = Array.isArray(message.options) ? message.options.filter(isObject) : [];
  if (options.length < 1 || options.length > 3) return 'Quick reply options must be between 1 and 3';
  const buttons = options.map((option) => ({
    id: text(option.postbackText) || text(option.title),
    title: text(option.title),
  }));
  if (buttons.some((button) => !button.title || button.title.length > 20)) {
    return 'Quick reply option title must be 1 to 20 characters';
  }
  return { text: text(content.text), kind: 'buttons', buttons };
}

function list(message: Json): ThreadContent | string {
  const items = Array.isArray(message.items) ? message.items.filter(isObject) : [];
  const rows = items.flatMap((item) =>
    (Array.isArray(item.options) ? item.options.filter(isObject) : []).map((option) => ({
      id: text(option.postbackText) || text(option.title),
      title: text(option.title),
      ...(text(option.description) ? { description: text(option.description) } : {}),
    })),
  );
  if (rows.length < 1 || rows.length > 10) return 'List rows must be between 1 and 10';
  if (rows.some((row) => !row.title || row.title.length > 24))
    return 'List row title must be 1 to 24 characters';
  const globalButtons = Array.isArray(message.globalButtons) ? message.globalButtons.filter(isObject) : [];
  const button = text(globalButtons[0]?.title);
  if (!button) return 'List global button is required';
  return { text: text(message.body), kind: 'list', list: { button, rows } };
}
