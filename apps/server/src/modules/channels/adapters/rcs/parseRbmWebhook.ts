import type { ProviderStatus } from '@prosa/contracts';
import type { InboundEvent } from '../ChannelAdapter.ts';
import { messageIdOfRbm } from './rbmMessageId.ts';

type Fields = Record<string, unknown>;
type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

// What RBM posts to the webhook: `{ message: { data, messageId, publishTime, attributes },
// subscription }`, where `data` is base64 of one UserMessage or UserEvent in JSON (RBM reference,
// "UserMessage", "UserEvent"; guides "Receive events"). Its decoded bytes are what X-Goog-Signature
// signs (verifyRbmSignature), so both read them through this.
export function rbmEventBytes(rawBody: Buffer): Buffer | null {
  let envelope: unknown;
  try {
    envelope = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const message = isFields(envelope) && isFields(envelope.message) ? envelope.message : null;
  const data = message && typeof message.data === 'string' ? message.data : '';
  return data ? Buffer.from(data, 'base64') : null;
}

// The event as the layer's: a customer's text, tapped suggestion or file (deduplicated by the
// message id their RCS client gave it), or DELIVERED / READ of one of our messages (named by the
// UUID we sent it under, which carries our id). IS_TYPING and the platform's events (the user
// unsubscribed, a message expired) carry nothing a conversation keeps.
export function parseRbmWebhook(rawBody: Buffer): InboundEvent[] {
  const bytes = rbmEventBytes(rawBody);
  let event: unknown;
  try {
    event = bytes ? JSON.parse(bytes.toString('utf8')) : null;
  } catch {
    return [];
  }
  if (!isFields(event)) return [];
  const from = text(event.senderPhoneNumber).replace(/\D/g, '');
  if (!from) return [];
  if (typeof event.eventType === 'string') return statusEvents(event);
  return messageEvents(event, from);
}

const statusOfEvent: Record<string, ProviderStatus> = { DELIVERED: 'delivered', READ: 'read' };

function statusEvents(event: Fields): InboundEvent[] {
  const status = statusOfEvent[text(event.eventType)];
  const providerMessageId = text(event.messageId);
  if (!status || !providerMessageId) return [];
  const ours = messageIdOfRbm(providerMessageId);
  return [
    {
      kind: 'status',
      providerMessageId,
      ...(ours ? { messageId: ours } : {}),
      status,
      at: dateOf(event.sendTime),
    },
  ];
}

function messageEvents(event: Fields, from: string): InboundEvent[] {
  // A user message is named by the id its RCS client gave it; `eventId` where that is missing.
  const id = text(event.messageId) || text(event.eventId);
  if (!id) return [];
  const base: MessageEvent = {
    kind: 'message',
    providerMessageId: id,
    from,
    at: dateOf(event.sendTime),
    text: '',
  };
  if (typeof event.text === 'string') return [{ ...base, text: event.text }];
  if (isFields(event.suggestionResponse)) {
    const { postbackData, text: title } = event.suggestionResponse;
    const answer = text(title) || text(postbackData);
    if (!answer) return [];
    return [{ ...base, text: answer, reply: { id: text(postbackData) || answer, title: answer } }];
  }
  const file = isFields(event.userFile) && isFields(event.userFile.payload) ? event.userFile.payload : null;
  if (file && text(file.fileUri)) {
    const name = text(file.fileName);
    return [
      {
        ...base,
        media: {
          ref: text(file.fileUri),
          mime: text(file.mimeType) || 'application/octet-stream',
          ...(name ? { name } : {}),
        },
      },
    ];
  }
  if (isFields(event.location)) {
    const { latitude, longitude } = event.location;
    if (typeof latitude === 'number' && typeof longitude === 'number')
      return [{ ...base, location: { latitude, longitude } }];
  }
  return [{ ...base, kindOfContent: 'unknown' }];
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

// RFC 3339 timestamps; an event without one is as recent as its delivery.
function dateOf(value: unknown): Date {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(at) ? new Date(at) : new Date();
}
