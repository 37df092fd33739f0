import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import type {
  CustomerRef,
  SandboxNumber,
  StatusUpdate,
  ThreadMessage,
  WebhookRequest,
} from '../shared/ProviderFake.ts';
import type { SandboxStore } from '../shared/SandboxStore.ts';

// The webhooks the Cloud API POSTs to the business's URL: `{ object: 'whatsapp_business_account',
// entry: [{ id: WABA id, changes: [{ field: 'messages', value: { messaging_product, metadata,
// contacts?, messages? | statuses? } }] }] }`, signed X-Hub-Signature-256 = 'sha256=' + the hex
// HMAC-SHA256 of the exact body with the app secret.

// Random bytes drawn from a pool: a call of randomBytes per message id cost this fake, which
// shares the benches' cores with the server, more than signing the message's two webhooks.
let pool = Buffer.alloc(0);
let drawn = 0;
const randomPart = (size: number) => {
  if (drawn + size > pool.length) {
    pool = randomBytes(4096);
    drawn = 0;
  }
  drawn += size;
  return pool.subarray(drawn - size, drawn);
};

export const newWamid = () => `wamid.HBgM${randomPart(24).toString('base64')}`;

const seconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

export const displayNumberOf = (number: SandboxNumber) =>
  number.config.displayPhoneNumber ?? number.instanceId;

function signed(number: SandboxNumber, value: Record<string, unknown>): WebhookRequest {
  return signedBody(
    number,
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: number.config.wabaId ?? '0',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: displayNumberOf(number),
                  phone_number_id: number.instanceId,
                },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    }),
  );
}

// A template's review outcome, as Meta posts it to the WABA's webhook: field
// message_template_status_update, value { event, message_template_id, message_template_name,
// message_template_language, reason }.
export function templateStatusWebhook(
  number: SandboxNumber,
  template: { id: string; name: string; language: string },
  event: 'APPROVED' | 'REJECTED',
  at: number,
): WebhookRequest {
  return signedBody(
    number,
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: number.config.wabaId ?? '0',
          time: Math.floor(at / 1000),
          changes: [
            {
              value: {
                event,
                message_template_id: Number(template.id),
                message_template_name: template.name,
                message_template_language: template.language,
                reason: 'NONE',
              },
              field: 'message_template_status_update',
            },
          ],
        },
      ],
    }),
  );
}

function signedBody(number: SandboxNumber, body: string): WebhookRequest {
  const signature = createHmac('sha256', number.secrets.appSecret ?? '')
    .update(body)
    .digest('hex');
  return {
    headers: {
      'content-type': 'application/json',
      'user-agent': 'facebookexternalua',
      'x-hub-signature-256': `sha256=${signature}`,
    },
    body,
  };
}

// The type WhatsApp gives a customer's file: stickers are WebP images.
function mediaTypeOf(mime: string): 'image' | 'audio' | 'video' | 'document' | 'sticker' {
  if (mime === 'image/webp') return 'sticker';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

// A customer's message: text, media, or the reply to a button, list row or template quick reply.
export function inboundWebhook(
  store: SandboxStore,
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
): WebhookRequest {
  const base: Record<string, unknown> = {
    from: customer.phone,
    id: message.id,
    timestamp: seconds(message.at),
  };
  let content: Record<string, unknown>;
  if (message.reply) {
    content = replyContent(store, number, customer.phone, message.reply);
  } else if (message.media && message.mediaId) {
    const type = mediaTypeOf(message.media.mime);
    const stored = store.media(message.mediaId);
    const media: Record<string, unknown> = {
      mime_type: message.media.mime,
      sha256: stored ? sha256Base64(stored.bytes) : '',
      id: message.mediaId,
    };
    if (message.text && type !== 'audio' && type !== 'sticker') media.caption = message.text;
    if (type === 'document') media.filename = message.media.name;
    if (type === 'audio') media.voice = false;
    if (type === 'sticker') media.animated = false;
    content = { type, [type]: media };
  } else {
    content = { type: 'text', text: { body: message.text } };
  }
  return signed(number, {
    contacts: [{ profile: { name: customer.profileName ?? customer.phone }, wa_id: customer.phone }],
    messages: [{ ...base, ...content }],
  });
}

// WhatsApp says which kind of control was tapped: a reply button, a list row, or a template's quick
// reply (type 'button'), with the message it answered as `context`.
function replyContent(
  store: SandboxStore,
  number: SandboxNumber,
  customer: string,
  reply: { id: string; title: string },
): Record<string, unknown> {
  const thread = store.thread(number.provider, number.instanceId, customer);
  const answered = [...thread]
    .reverse()
    .find(
      (message) =>
        message.direction === 'out' &&
        (message.buttons?.some((button) => button.id === reply.id) ||
          message.list?.rows.some((row) => row.id === reply.id)),
    );
  const context = answered ? { context: { from: displayNumberOf(number), id: answered.id } } : {};
  if (answered?.kind === 'template') {
    return { ...context, type: 'button', button: { payload: reply.id, text: reply.title } };
  }
  const row = answered?.list?.rows.find((candidate) => candidate.id === reply.id);
  if (row) {
    const description = row.description ? { description: row.description } : {};
    return {
      ...context,
      type: 'interactive',
      interactive: { type: 'list_reply', list_reply: { ...reply, ...description } },
    };
  }
  return { ...context, type: 'interactive', interactive: { type: 'button_reply', button_reply: reply } };
}

function sha256Base64(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64');
}

// Statuses of one number's business messages, in one webhook: Cloud's `statuses` is an array, and
// Meta aggregates notifications under load. Each carries its message's biz_opaque_callback_data
// back; `sent` and `delivered` carry the conversation and pricing, `failed` its errors[].
export function statusesWebhook(number: SandboxNumber, updates: StatusUpdate[], at: number): WebhookRequest {
  return signed(number, {
    statuses: updates.map(({ customer, message, status }) =>
      statusEntry(number, customer, message, status, at),
    ),
  });
}

function statusEntry(
  number: SandboxNumber,
  customer: string,
  message: ThreadMessage,
  status: ProviderStatus,
  at: number,
): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    id: message.id,
    status,
    timestamp: String(Math.floor(at / 1000)),
    recipient_id: customer,
  };
  if (message.reference) entry.biz_opaque_callback_data = message.reference;
  if (status === 'failed' && message.error) {
    entry.errors = [
      {
        code: message.error.code,
        title: message.error.title,
        message: message.error.title,
        error_data: { details: message.error.details },
        href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
      },
    ];
  } else if (status !== 'read') {
    const category = message.kind === 'template' ? 'utility' : 'service';
    entry.conversation = {
      id: conversationIdOf(number, customer),
      ...(status === 'sent' ? { expiration_timestamp: String(Math.floor(at / 1000) + 86_400) } : {}),
      origin: { type: category },
    };
    entry.pricing = { billable: true, pricing_model: 'CBP', category };
  }
  return entry;
}

const conversationIdOf = (number: SandboxNumber, customer: string) =>
  createHash('md5').update(`${number.instanceId}:${customer}`).digest('hex');
