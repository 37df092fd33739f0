import type { AdapterChannel } from '../ChannelAdapter.ts';

// Real-shaped Messenger and Instagram webhook payloads (Messenger Platform, "Webhook Events":
// messages, messaging_postbacks, message_deliveries, message_reads; Instagram Messaging's
// "Webhooks"), for the adapters' contract tests.

export const pageId = '106540352242922';
export const instagramAccountId = '17841405822304914';
export const psid = '6783471921651392';
export const igsid = '5931028493712448';

const common = {
  accountId: 'account-1',
  provider: 'meta',
  secrets: { pageAccessToken: 'EAApage', appSecret: 'app-secret', verifyToken: 'verify-me' },
};
const graph = { graphBaseUrl: 'http://graph.test', graphVersion: 'v21.0', humanAgent: 'off' };

export const messengerChannel: AdapterChannel = {
  ...common,
  id: 'channel-m',
  type: 'messenger',
  config: { pageId, ...graph },
  webhookUrl: 'https://prosa.example/webhooks/meta/channel-m',
};
export const instagramChannel: AdapterChannel = {
  ...common,
  id: 'channel-i',
  type: 'instagram',
  config: { pageId, instagramAccountId, ...graph },
  webhookUrl: 'https://prosa.example/webhooks/meta/channel-i',
};

export const messengerMid =
  'm_AG5Hz2Uq7tuwNEhXfYYKj8mJEM_QPpz5jdCK48PnKAjSdjfipqxqMvK8ma6AC8fplwlqLP_5cgXIbu7I3rBN0P';
export const instagramMid =
  'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDAxMjk5NTkyMzg1OjM0MDI4MjM2Njg0MTcxMDMwMTI0NDI1OTc1MzcxMzQ0MjA1MjU2Mw';
export const timestamp = 1750263773456;

// One `messaging` item from the customer to the page (Messenger) or account (Instagram).
export function messagingOf(
  channel: AdapterChannel,
  item: Record<string, unknown>,
  entryId = channel.type === 'instagram' ? instagramAccountId : pageId,
): Record<string, unknown> {
  const customer = channel.type === 'instagram' ? igsid : psid;
  return {
    object: channel.type === 'instagram' ? 'instagram' : 'page',
    entry: [
      {
        id: entryId,
        time: timestamp + 10,
        messaging: [{ sender: { id: customer }, recipient: { id: entryId }, timestamp, ...item }],
      },
    ],
  };
}

export const messagingItems = {
  text: { message: { mid: messengerMid, text: 'Quero saber do meu pedido' } },
  quickReply: { message: { mid: messengerMid, text: 'Suporte', quick_reply: { payload: 'k2' } } },
  image: {
    message: {
      mid: messengerMid,
      attachments: [
        { type: 'image', payload: { url: 'https://scontent.xx.fbcdn.net/v/t1.15752-9/foto.jpg?_nc_cat=1' } },
      ],
    },
  },
  file: {
    message: {
      mid: messengerMid,
      attachments: [{ type: 'file', payload: { url: 'https://cdn.fbsbx.com/v/t59.2708-21/nota-1042.pdf' } }],
    },
  },
  location: {
    message: {
      mid: messengerMid,
      attachments: [{ type: 'location', payload: { coordinates: { lat: -23.5505, long: -46.6333 } } }],
    },
  },
  echo: { message: { mid: messengerMid, is_echo: true, app_id: 1517776481860111, text: 'Olá!' } },
  postback: { postback: { mid: messengerMid, title: 'Começar', payload: 'GET_STARTED' } },
  delivery: {
    delivery: { mids: ['m_delivered-1', 'm_delivered-2'], watermark: timestamp },
  },
  readWatermark: { read: { watermark: timestamp } },
  readMid: { read: { mid: instagramMid } },
};

// Graph signs Messenger's and Instagram's webhooks as the Cloud API's (same app secret here).
export { signedRequest } from '../whatsappCloud/cloudWebhookFixtures.ts';
