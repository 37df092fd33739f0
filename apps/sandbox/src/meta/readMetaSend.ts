import type { ThreadMessage } from '../shared/ProviderFake.ts';
import { type MetaError, metaErrors } from './metaErrors.ts';

// The Send API body as Meta checks it (Messenger Platform, "Send API" and "Quick Replies"):
// recipient.id, messaging_type RESPONSE | UPDATE | MESSAGE_TAG (with a tag), and a message of text
// (with at most 13 quick replies, titles of at most 20 characters) or one attachment by URL.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface MetaSend {
  recipient: string;
  tag: string | null;
  message: Pick<ThreadMessage, 'text' | 'kind' | 'buttons' | 'media'>;
}

const messagingTypes = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG'];
const attachmentMimes: Record<string, string> = {
  image: 'image/*',
  audio: 'audio/*',
  video: 'video/*',
  file: 'application/octet-stream',
};

export function readMetaSend(body: unknown): MetaSend | MetaError {
  const invalid = metaErrors.invalidParameter;
  if (!isObject(body)) return invalid('param recipient must be non-empty.');
  const recipient = isObject(body.recipient) ? body.recipient.id : undefined;
  if (typeof recipient !== 'string' || !recipient) return invalid('param recipient must be non-empty.');
  const type = body.messaging_type;
  if (typeof type !== 'string' || !messagingTypes.includes(type))
    return invalid('param messaging_type must be one of {RESPONSE, UPDATE, MESSAGE_TAG}');
  const tag = type === 'MESSAGE_TAG' ? body.tag : null;
  if (type === 'MESSAGE_TAG' && typeof tag !== 'string') return invalid('param tag must be non-empty.');
  const message = isObject(body.message) ? body.message : null;
  if (!message) return invalid('param message must be non-empty.');
  const attachment = isObject(message.attachment) ? message.attachment : null;
  if (attachment) {
    const kind = String(attachment.type);
    const url = isObject(attachment.payload) ? attachment.payload.url : undefined;
    if (!(kind in attachmentMimes) || typeof url !== 'string')
      return invalid('param message[attachment] must have a type and a payload url');
    const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || kind);
    const media = { url, mime: attachmentMimes[kind] ?? 'application/octet-stream', name, type: kind };
    return { recipient, tag: tag as string | null, message: { text: '', kind: 'media', media } };
  }
  if (typeof message.text !== 'string' || !message.text)
    return invalid('param message[text] must be non-empty.');
  if (message.text.length > 2000) return invalid('param message[text] must be at most 2000 characters');
  const replies = Array.isArray(message.quick_replies) ? message.quick_replies.filter(isObject) : [];
  if (replies.length > 13) return invalid('param message[quick_replies] must have at most 13 elements');
  const buttons: Array<{ id: string; title: string }> = [];
  for (const reply of replies) {
    const title = reply.title;
    const payload = reply.payload;
    if (reply.content_type !== 'text' || typeof title !== 'string' || typeof payload !== 'string')
      return invalid('param message[quick_replies] must have content_type text, a title and a payload');
    if (title.length > 20) return invalid('param title must be at most 20 characters');
    buttons.push({ id: payload, title });
  }
  const text = message.text;
  return {
    recipient,
    tag: tag as string | null,
    message: buttons.length > 0 ? { text, kind: 'buttons', buttons } : { text, kind: 'text' },
  };
}
