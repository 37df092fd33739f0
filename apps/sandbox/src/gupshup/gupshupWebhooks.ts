import { randomUUID } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import type { CustomerRef, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';
import type { SandboxStore } from '../shared/SandboxStore.ts';

// Gupshup's v2 callbacks `{ app, timestamp, version: 2, type, payload }`, POSTed as JSON to the
// app's callback URL as registered (Prosa's carries its ?token=; Gupshup signs nothing).

// A WhatsApp message id as Gupshup relays it (the customer's messages and DLRs' `id`).
export const newWhatsappId = () => `gBEGkYaYVSEEAgn${randomUUID().replace(/-/g, '').slice(0, 14)}`;

// Each business message's WhatsApp id, for its sent/delivered/read events (`id` then, `gsId` ours).
const whatsappIds = new WeakMap<ThreadMessage, string>();

function callback(
  number: SandboxNumber,
  type: string,
  payload: Record<string, unknown>,
  at: number,
): WebhookRequest {
  return {
    headers: { 'content-type': 'application/json', 'user-agent': 'Gupshup-Callback' },
    body: JSON.stringify({ app: number.instanceId, timestamp: at, version: 2, type, payload }),
  };
}

export function gupshupInboundWebhook(
  store: SandboxStore,
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
  mediaUrl: string | null,
): WebhookRequest {
  const sender = {
    phone: customer.phone,
    name: customer.profileName ?? customer.phone,
    country_code: customer.phone.slice(0, 2),
    dial_code: customer.phone.slice(2),
  };
  let type = 'text';
  let content: Record<string, unknown> = { text: message.text };
  if (message.reply) {
    const answered = answeredMessage(store, number, customer.phone, message.reply.id);
    ({ type, content } = replyContent(answered, message.reply));
  } else if (message.media && mediaUrl) {
    type = mediaTypeOf(message.media.mime);
    content = {
      url: mediaUrl,
      contentType: message.media.mime,
      urlExpiry: Date.parse(message.at) + 7 * 24 * 60 * 60 * 1000,
      ...(type === 'file' ? { name: message.media.name } : {}),
      ...(type !== 'audio' && type !== 'sticker' ? { caption: message.text } : {}),
    };
  }
  return callback(
    number,
    'message',
    { id: message.id, source: customer.phone, type, payload: content, sender },
    Date.parse(message.at),
  );
}

// The business message whose button or row the customer chose (the latest offering it).
function answeredMessage(store: SandboxStore, number: SandboxNumber, customer: string, id: string) {
  return [...store.thread(number.provider, number.instanceId, customer)]
    .reverse()
    .find(
      (message) =>
        message.direction === 'out' &&
        (message.buttons?.some((button) => button.id === id) ||
          message.list?.rows.some((row) => row.id === id)),
    );
}

// A button or row the customer chose: Gupshup gives back the option's postbackText; a template's
// quick-reply button comes back as its text and payload instead.
function replyContent(answered: ThreadMessage | undefined, reply: { id: string; title: string }) {
  if (answered?.kind === 'template') {
    return { type: 'quick_reply', content: { text: reply.title, type: 'button', payload: reply.id } };
  }
  const row = answered?.list?.rows.find((candidate) => candidate.id === reply.id);
  return {
    type: answered?.kind === 'list' ? 'list_reply' : 'button_reply',
    content: {
      title: reply.title,
      id: answered ? `${answered.id}-${reply.id}` : reply.id,
      reply: reply.title,
      postbackText: reply.id,
      ...(row?.description ? { description: row.description } : {}),
    } as Record<string, unknown>,
  };
}

// sent/delivered/read: `id` WhatsApp's, `gsId` Gupshup's; failed: `id` Gupshup's with code/reason.
export function gupshupStatusWebhook(
  number: SandboxNumber,
  customer: string,
  message: ThreadMessage,
  status: ProviderStatus,
  at: number,
): WebhookRequest {
  if (status === 'failed') {
    return callback(
      number,
      'message-event',
      {
        id: message.id,
        type: 'failed',
        destination: customer,
        payload: { code: message.error?.code ?? 1002, reason: message.error?.title ?? 'Failed' },
      },
      at,
    );
  }
  const whatsappId = whatsappIds.get(message) ?? newWhatsappId();
  whatsappIds.set(message, whatsappId);
  return callback(
    number,
    'message-event',
    {
      id: whatsappId,
      gsId: message.id,
      type: status,
      destination: customer,
      payload: { ts: Math.floor(at / 1000) },
    },
    at,
  );
}

function mediaTypeOf(mime: string): string {
  if (mime === 'image/webp') return 'sticker';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'file';
}
