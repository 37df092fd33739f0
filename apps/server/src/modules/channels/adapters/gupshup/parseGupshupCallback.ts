import type { ProviderStatus } from '@prosa/contracts';
import type { InboundEvent } from '../ChannelAdapter.ts';

type Fields = Record<string, unknown>;
type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

// Gupshup's statuses of our messages; `enqueued` (accepted by Gupshup) and `deleted` say nothing
// the layer keeps.
const statusOf: Record<string, ProviderStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const defaultMime: Record<string, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  sticker: 'image/webp',
  file: 'application/octet-stream',
};

// One Gupshup v2 callback `{ app, timestamp, version, type, payload }`: a customer's `message`
// or a `message-event` about one of ours. Other types (user-event, billing-event…) are skipped.
export function parseGupshupCallback(body: unknown): InboundEvent[] {
  if (!isFields(body) || !isFields(body.payload)) return [];
  const at = dateOf(body.timestamp);
  if (body.type === 'message') return messageEvents(body.payload, at);
  if (body.type === 'message-event') return statusEvents(body.payload, at);
  return [];
}

function messageEvents(payload: Fields, at: Date): InboundEvent[] {
  const sender = isFields(payload.sender) ? payload.sender : {};
  const from = text(sender.phone ?? payload.source).replace(/\D/g, '');
  const id = text(payload.id);
  if (!from || !id) return [];
  const content = isFields(payload.payload) ? payload.payload : {};
  const event: MessageEvent = { kind: 'message', providerMessageId: id, from, at, text: '' };
  const name = text(sender.name);
  if (name) event.profileName = name;
  const type = text(payload.type);
  switch (type) {
    case 'text':
      event.text = text(content.text);
      break;
    case 'image':
    case 'video':
    case 'audio':
    case 'sticker':
    case 'file': {
      const caption = text(content.caption);
      event.text = caption;
      event.media = {
        ref: text(content.url),
        mime: text(content.contentType) || defaultMime[type] || 'application/octet-stream',
        ...(text(content.name) ? { name: text(content.name) } : {}),
        ...(caption ? { caption } : {}),
      };
      if (type === 'sticker') event.kindOfContent = 'sticker';
      break;
    }
    case 'location': {
      const latitude = Number(content.latitude);
      const longitude = Number(content.longitude);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        event.kindOfContent = 'location';
        break;
      }
      event.location = {
        latitude,
        longitude,
        ...(text(content.name) ? { name: text(content.name) } : {}),
        ...(text(content.address) ? { address: text(content.address) } : {}),
      };
      break;
    }
    case 'button_reply':
    case 'list_reply': {
      // Gupshup returns the option's postbackText (we set it to the option's key), not its id.
      const title = text(content.title);
      event.text = title;
      event.reply = { id: text(content.postbackText) || text(content.id) || title, title };
      break;
    }
    case 'quick_reply': {
      // A template's quick-reply button: its text, and its payload when the template set one.
      const title = text(content.text);
      event.text = title;
      event.reply = { id: text(content.payload) || title, title };
      break;
    }
    default:
      event.kindOfContent = type || 'unknown';
  }
  return [event];
}

function statusEvents(payload: Fields, at: Date): InboundEvent[] {
  const status = statusOf[text(payload.type)];
  // sent/delivered/read carry WhatsApp's id in `id` and Gupshup's (the one the send answered) in
  // `gsId`; enqueued and failed carry Gupshup's in `id`.
  const providerMessageId = text(payload.gsId) || text(payload.id);
  if (!status || !providerMessageId) return [];
  const details = isFields(payload.payload) ? payload.payload : {};
  const event: InboundEvent = {
    kind: 'status',
    providerMessageId,
    status,
    at: details.ts === undefined ? at : dateOf(Number(details.ts) * 1000),
  };
  if (status === 'failed') {
    // Gupshup's failure codes (1002 number does not exist, 1008 opt-out, 470, 131047…) are the
    // spec's delivery codes already.
    if (details.code !== undefined) event.errorCode = text(details.code);
    if (text(details.reason)) event.errorTitle = text(details.reason);
  }
  return [event];
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function dateOf(milliseconds: unknown): Date {
  const value = Number(milliseconds);
  return Number.isFinite(value) && value > 0 ? new Date(value) : new Date();
}
