import { createHmac, randomUUID } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import type { CustomerRef, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';

// The webhooks RBM posts for an agent: `{ message: { data, messageId, publishTime }, subscription }`
// with `data` base64 of one UserMessage or UserEvent, signed X-Goog-Signature = base64
// HMAC-SHA512(client token, decoded data) (RBM guides "Webhooks" and "Receive events").

// A message id as a user's RCS client makes one.
export const newRcsMessageId = () => `MsRcs${randomUUID().replaceAll('-', '').slice(0, 20)}`;

function signed(number: SandboxNumber, event: Record<string, unknown>, at: number): WebhookRequest {
  const data = Buffer.from(JSON.stringify({ ...event, agentId: number.instanceId }));
  const signature = createHmac('sha512', number.secrets.clientToken ?? '')
    .update(data)
    .digest('base64');
  const body = JSON.stringify({
    message: {
      data: data.toString('base64'),
      messageId: String(Math.floor(Math.random() * 1e16)),
      publishTime: new Date(at).toISOString(),
    },
    subscription: `projects/rbm-${number.instanceId.split('@')[0]}/subscriptions/rbm-agent-subscription`,
  });
  return { headers: { 'content-type': 'application/json', 'x-goog-signature': signature }, body };
}

// The customer typed, tapped a suggested reply, or sent a file (by RBM's URL: here the sandbox's).
export function rcsInboundWebhook(number: SandboxNumber, customer: CustomerRef, message: ThreadMessage) {
  const at = Date.parse(message.at);
  const head = { senderPhoneNumber: `+${customer.phone}`, messageId: message.id, sendTime: message.at };
  if (message.reply)
    return signed(
      number,
      {
        ...head,
        suggestionResponse: { postbackData: message.reply.id, text: message.reply.title, type: 'REPLY' },
      },
      at,
    );
  if (message.media)
    return signed(
      number,
      {
        ...head,
        userFile: {
          payload: { mimeType: message.media.mime, fileUri: message.media.url, fileName: message.media.name },
        },
      },
      at,
    );
  return signed(number, { ...head, text: message.text }, at);
}

const eventOfStatus: Partial<Record<ProviderStatus, string>> = { delivered: 'DELIVERED', read: 'READ' };

// DELIVERED and READ name the agent message by its id; RBM has no `sent` event (the send's 200 is
// it) and reports no failure after accepting.
export function rcsStatusWebhook(
  number: SandboxNumber,
  customer: string,
  message: ThreadMessage,
  status: ProviderStatus,
  now: number,
): WebhookRequest | null {
  const eventType = eventOfStatus[status];
  if (!eventType) return null;
  return signed(
    number,
    {
      senderPhoneNumber: `+${customer}`,
      eventType,
      eventId: newRcsMessageId(),
      messageId: message.id,
      sendTime: new Date(now).toISOString(),
    },
    now,
  );
}
