import { createHmac, randomBytes } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import type { CustomerRef, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';

// The webhooks Meta posts for a page (object 'page') or an Instagram account (object 'instagram'):
// { object, entry: [{ id, time, messaging: [{ sender, recipient, timestamp, <event> }] }] }, signed
// X-Hub-Signature-256 = sha256=HMAC-SHA256(app secret, body) (Messenger Platform, "Webhooks").

export const newMid = () => `m_${randomBytes(24).toString('base64url')}`;

const objectOf = (number: SandboxNumber) => (number.provider === 'instagram' ? 'instagram' : 'page');

function signed(number: SandboxNumber, customer: string, at: number, event: Record<string, unknown>) {
  const body = JSON.stringify({
    object: objectOf(number),
    entry: [
      {
        id: number.instanceId,
        time: at,
        messaging: [
          { sender: { id: customer }, recipient: { id: number.instanceId }, timestamp: at, ...event },
        ],
      },
    ],
  });
  const signature = createHmac('sha256', number.secrets.appSecret ?? '')
    .update(body)
    .digest('hex');
  return {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body,
  };
}

// The customer wrote, pressed a quick reply or a postback button, or sent a file (by its CDN URL:
// here the sandbox's own media route).
export function metaInboundWebhook(
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
): WebhookRequest {
  const at = Date.parse(message.at);
  if (message.reply && message.postback)
    return signed(number, customer.phone, at, {
      postback: { mid: message.id, title: message.reply.title, payload: message.reply.id },
    });
  const body: Record<string, unknown> = { mid: message.id };
  if (message.text) body.text = message.text;
  if (message.reply) body.quick_reply = { payload: message.reply.id };
  if (message.media) {
    const type = ['image', 'video', 'audio'].find((kind) => message.media?.mime.startsWith(`${kind}/`));
    body.attachments = [{ type: type ?? 'file', payload: { url: message.media.url } }];
  }
  return signed(number, customer.phone, at, { message: body });
}

// Messenger reports `delivered` by the mids and `read` by a watermark; Instagram reports no
// deliveries and names the message read. Neither has a `sent` webhook: the Send API's answer is it.
export function metaStatusWebhook(
  number: SandboxNumber,
  customer: string,
  message: ThreadMessage,
  status: ProviderStatus,
  now: number,
): WebhookRequest | null {
  const isInstagram = number.provider === 'instagram';
  if (status === 'delivered' && !isInstagram)
    return signed(number, customer, now, { delivery: { mids: [message.id], watermark: now } });
  if (status === 'read')
    return signed(number, customer, now, {
      read: isInstagram ? { mid: message.id } : { watermark: now },
    });
  return null;
}
