import { createHmac } from 'node:crypto';
import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';

// Real-shaped Cloud API webhook payloads (Meta's webhook reference: one object per message and
// status type), for the adapter's contract tests.

export const phoneNumberId = '106540352242922';
export const customer = '5511999990000';

export const cloudChannel: AdapterChannel = {
  id: 'channel-1',
  accountId: 'account-1',
  type: 'whatsapp',
  provider: 'cloud',
  config: {
    phoneNumberId,
    wabaId: '102290129340398',
    graphBaseUrl: 'http://graph.test',
    graphVersion: 'v21.0',
  },
  secrets: { accessToken: 'EAAtoken', appSecret: 'app-secret', verifyToken: 'verify-me' },
  webhookUrl: 'https://prosa.example/webhooks/whatsapp/channel-1',
};

export function webhookOf(value: Record<string, unknown>, numberId = phoneNumberId): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: numberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

export function inboundMessage(message: Record<string, unknown>): Record<string, unknown> {
  return webhookOf({
    contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: customer }],
    messages: [
      {
        from: customer,
        id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
        timestamp: '1749416383',
        ...message,
      },
    ],
  });
}

export function statusOf(status: Record<string, unknown>): Record<string, unknown> {
  return webhookOf({
    statuses: [
      {
        id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
        timestamp: '1750263773',
        recipient_id: customer,
        biz_opaque_callback_data: 'message-1',
        ...status,
      },
    ],
  });
}

export const conversationAndPricing = {
  conversation: {
    id: '6ceb9d929c1fa0de4d6b7c5e2b1a1d35',
    expiration_timestamp: '1750350173',
    origin: { type: 'service' },
  },
  pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
};

export const messageBodies: Record<string, Record<string, unknown>> = {
  text: { type: 'text', text: { body: 'Quero saber do meu pedido' } },
  image: {
    type: 'image',
    image: {
      caption: 'Foto do produto',
      mime_type: 'image/jpeg',
      sha256: 'WX1dF9NoCHy6Qk0xqjmgF6i6SJv16uPDNlrJTDn2vYk=',
      id: '1003383421387256',
    },
  },
  audio: {
    type: 'audio',
    audio: {
      mime_type: 'audio/ogg; codecs=opus',
      sha256: 'XNYeLyz5VvVmFm/RTwY6GiTUMFrDtKJ0PsfW3dAiuQ0=',
      id: '1003383421387257',
      voice: true,
    },
  },
  video: {
    type: 'video',
    video: {
      mime_type: 'video/mp4',
      sha256: 'a9XnJvEzq5Q0D3hG0Ke1ikwxr8GQN0nS2mZpe+MbJ7c=',
      id: '1003383421387258',
    },
  },
  document: {
    type: 'document',
    document: {
      caption: 'Nota fiscal',
      filename: 'nota-1042.pdf',
      mime_type: 'application/pdf',
      sha256: 'lSbYyFcPjS4PU4wD6Jm0S3pWmFqZ0c1Ac2p6LKYPfVQ=',
      id: '1003383421387259',
    },
  },
  sticker: {
    type: 'sticker',
    sticker: {
      mime_type: 'image/webp',
      sha256: 'KsvCUT6HpiLZ6yM/8mZ5KXS9ZJ2Xl9Yy5xP5kxBZbOI=',
      id: '1003383421387260',
      animated: false,
    },
  },
  location: {
    type: 'location',
    location: {
      address: 'Av. Paulista, 1578, São Paulo',
      latitude: -23.561414,
      longitude: -46.655881,
      name: 'MASP',
    },
  },
  contacts: {
    type: 'contacts',
    contacts: [
      {
        name: { first_name: 'Barbara', last_name: 'Johnson', formatted_name: 'Barbara J. Johnson' },
        phones: [{ phone: '+1 (940) 555-1234', type: 'CELL', wa_id: '19405551234' }],
      },
    ],
  },
  button_reply: {
    context: { from: '15550783881', id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMkU4QjM0RUQyMTNFNDhGOTkA' },
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Sim' } },
  },
  list_reply: {
    context: { from: '15550783881', id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMkU4QjM0RUQyMTNFNDhGOTkA' },
    type: 'interactive',
    interactive: {
      type: 'list_reply',
      list_reply: { id: 'boleto', title: 'Boleto', description: 'Pagar com boleto' },
    },
  },
  button: {
    context: { from: '15550783881', id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMkU4QjM0RUQyMTNFNDhGOTkA' },
    type: 'button',
    button: { payload: 'resume', text: 'Sim' },
  },
  reaction: {
    type: 'reaction',
    reaction: { message_id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMkU4QjM0RUQyMTNFNDhGOTkA', emoji: '👍' },
  },
};

export function signedRequest(
  payload: unknown,
  secret = cloudChannel.secrets.appSecret ?? '',
): InboundRequest {
  const rawBody = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    query: {},
    rawBody,
  };
}
