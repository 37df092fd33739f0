import { createHmac } from 'node:crypto';
import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';

// Real-shaped RBM webhooks (RBM guides "Webhooks" and "Receive events"; reference "UserMessage",
// "UserEvent"), for the adapter's contract tests: the Pub/Sub-style envelope around base64 data,
// signed X-Goog-Signature with the webhook's client token.

export const agentId = 'prosa_demo_ab12cd34_agent@rbm.goog';
export const clientToken = 'SJENCPGJESMGUFPY';
export const customer = '+5511988887777';

export const rcsChannel: AdapterChannel = {
  id: 'channel-r',
  accountId: 'account-1',
  type: 'rcs',
  provider: 'rbm',
  config: { agentId, rbmBaseUrl: 'http://rbm.test' },
  secrets: { accessToken: 'ya29.token-of-the-test', clientToken },
  webhookUrl: 'https://prosa.example/webhooks/rcs/channel-r',
};

const sendTime = '2026-11-20T12:00:00.123456Z';

export const rbmEvents = {
  text: {
    senderPhoneNumber: customer,
    messageId: 'MsAbc123',
    sendTime,
    agentId,
    text: 'Quero saber do meu pedido',
  },
  suggestionResponse: {
    senderPhoneNumber: customer,
    messageId: 'MsAbc124',
    sendTime,
    agentId,
    suggestionResponse: { postbackData: 'financeiro', text: 'Financeiro', type: 'REPLY' },
  },
  userFile: {
    senderPhoneNumber: customer,
    messageId: 'MsAbc125',
    sendTime,
    agentId,
    userFile: {
      payload: {
        mimeType: 'image/gif',
        fileSizeBytes: 127806,
        fileUri: 'https://storage.googleapis.com/copper_test/77ddb795/d2dcc67ab888d34ee272899c020b134',
        fileName: '4_animated.gif',
      },
    },
  },
  location: {
    senderPhoneNumber: customer,
    messageId: 'MsAbc126',
    sendTime,
    agentId,
    location: { latitude: -23.5614, longitude: -46.6559 },
  },
  delivered: {
    senderPhoneNumber: customer,
    eventType: 'DELIVERED',
    eventId: 'MxEvt1',
    messageId: '6745b3c0-1a2b-43c4-8d5e-6f7a8b000000',
    sendTime,
    agentId,
  },
  read: {
    senderPhoneNumber: customer,
    eventType: 'READ',
    eventId: 'MxEvt2',
    messageId: '6745b3c0-1a2b-43c4-8d5e-6f7a8b000000',
    sendTime,
    agentId,
  },
  isTyping: { senderPhoneNumber: customer, eventType: 'IS_TYPING', eventId: 'MxEvt3', sendTime, agentId },
};

// The POST RBM makes for one event, signed with `token` (null: no signature header).
export function rbmWebhookRequest(
  event: Record<string, unknown>,
  token: string | null = clientToken,
): InboundRequest {
  const data = Buffer.from(JSON.stringify(event));
  const body = JSON.stringify({
    message: { data: data.toString('base64'), messageId: '2070443601311540', publishTime: sendTime },
    subscription: 'projects/rbm-prosa-demo/subscriptions/rbm-agent-subscription',
  });
  const signature =
    token === null ? {} : { 'x-goog-signature': createHmac('sha512', token).update(data).digest('base64') };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signature },
    query: {},
    rawBody: Buffer.from(body),
  };
}
