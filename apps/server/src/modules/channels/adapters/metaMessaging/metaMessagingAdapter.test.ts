import { describe, expect, it } from 'vitest';
import { instagramAdapter } from '../instagram/instagramAdapter.ts';
import { messengerAdapter } from '../messenger/messengerAdapter.ts';
import {
  igsid,
  instagramChannel,
  instagramMid,
  messagingItems,
  messagingOf,
  messengerChannel,
  messengerMid,
  psid,
  signedRequest,
  timestamp,
} from './metaWebhookFixtures.ts';

const at = new Date(timestamp);
const parseMessenger = (item: Record<string, unknown>) =>
  messengerAdapter.parse(messengerChannel, signedRequest(messagingOf(messengerChannel, item)));
const parseInstagram = (item: Record<string, unknown>) =>
  instagramAdapter.parse(instagramChannel, signedRequest(messagingOf(instagramChannel, item)));

describe('Messenger and Instagram webhooks: the signature (X-Hub-Signature-256)', () => {
  const request = signedRequest(messagingOf(messengerChannel, messagingItems.text));

  it('accepts the app secret HMAC-SHA256 of the raw body', () => {
    expect(messengerAdapter.verifySignature(messengerChannel, request)).toBe(true);
    expect(instagramAdapter.verifySignature(instagramChannel, request)).toBe(true);
  });

  it('refuses a wrong secret, a missing header, and a body changed after signing', () => {
    const wrong = signedRequest(messagingOf(messengerChannel, messagingItems.text), 'another-secret');
    expect(messengerAdapter.verifySignature(messengerChannel, wrong)).toBe(false);
    const { 'x-hub-signature-256': _dropped, ...headers } = request.headers;
    expect(messengerAdapter.verifySignature(messengerChannel, { ...request, headers })).toBe(false);
    const changed = {
      ...request,
      rawBody: Buffer.from(request.rawBody.toString().replace('pedido', 'pedidx')),
    };
    expect(messengerAdapter.verifySignature(messengerChannel, changed)).toBe(false);
  });

  it('answers the GET hub.challenge only with the verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' };
    const get = { method: 'GET' as const, headers: {}, rawBody: Buffer.alloc(0) };
    expect(messengerAdapter.verifyChallenge?.(messengerChannel, { ...get, query })).toBe('1158201444');
    expect(
      instagramAdapter.verifyChallenge?.(instagramChannel, {
        ...get,
        query: { ...query, 'hub.verify_token': 'guess' },
      }),
    ).toBeNull();
  });
});

describe('Messenger and Instagram webhooks: messages', () => {
  it('reads a text message, named by its mid, from the customer page-scoped id', () => {
    expect(parseMessenger(messagingItems.text)).toEqual([
      { kind: 'message', providerMessageId: messengerMid, from: psid, at, text: 'Quero saber do meu pedido' },
    ]);
    expect(parseInstagram(messagingItems.text)).toEqual([
      {
        kind: 'message',
        providerMessageId: messengerMid,
        from: igsid,
        at,
        text: 'Quero saber do meu pedido',
      },
    ]);
  });

  it('reads a quick reply as the button chosen: its payload is our button key', () => {
    expect(parseMessenger(messagingItems.quickReply)).toEqual([
      expect.objectContaining({ text: 'Suporte', reply: { id: 'k2', title: 'Suporte' } }),
    ]);
  });

  it('reads a postback as a button chosen, by its payload and title', () => {
    expect(parseMessenger(messagingItems.postback)).toEqual([
      expect.objectContaining({
        providerMessageId: messengerMid,
        text: 'Começar',
        reply: { id: 'GET_STARTED', title: 'Começar' },
      }),
    ]);
  });

  it('reads attachments by their URL, and a location by its coordinates', () => {
    expect(parseMessenger(messagingItems.image)).toEqual([
      expect.objectContaining({
        kindOfContent: 'image',
        media: { ref: 'https://scontent.xx.fbcdn.net/v/t1.15752-9/foto.jpg?_nc_cat=1', mime: 'image/jpeg' },
      }),
    ]);
    expect(parseMessenger(messagingItems.file)).toEqual([
      expect.objectContaining({
        kindOfContent: 'file',
        media: expect.objectContaining({ mime: 'application/octet-stream' }),
      }),
    ]);
    expect(parseMessenger(messagingItems.location)).toEqual([
      expect.objectContaining({
        kindOfContent: 'location',
        location: { latitude: -23.5505, longitude: -46.6333 },
      }),
    ]);
  });

  it('skips echoes of the page own messages', () => {
    expect(parseMessenger(messagingItems.echo)).toEqual([]);
  });

  it("skips another page's entries, the other product's object, and bodies that are not JSON", () => {
    const otherPage = messagingOf(messengerChannel, messagingItems.text, '999');
    expect(messengerAdapter.parse(messengerChannel, signedRequest(otherPage))).toEqual([]);
    const instagramPayload = messagingOf(instagramChannel, messagingItems.text);
    expect(messengerAdapter.parse(messengerChannel, signedRequest(instagramPayload))).toEqual([]);
    expect(messengerAdapter.parse(messengerChannel, signedRequest('not json'))).toEqual([]);
  });
});

describe('Messenger and Instagram webhooks: statuses', () => {
  it('maps a delivery to delivered for each mid it names', () => {
    expect(parseMessenger(messagingItems.delivery)).toEqual([
      { kind: 'status', providerMessageId: 'm_delivered-1', status: 'delivered', at },
      { kind: 'status', providerMessageId: 'm_delivered-2', status: 'delivered', at },
    ]);
  });

  it("maps Instagram's read to read on the mid it names", () => {
    expect(parseInstagram(messagingItems.readMid)).toEqual([
      { kind: 'status', providerMessageId: instagramMid, status: 'read', at },
    ]);
  });

  it("maps Messenger's read watermark to read on every message to the customer up to it", () => {
    expect(parseMessenger(messagingItems.readWatermark)).toEqual([
      {
        kind: 'status',
        providerMessageId: `watermark:${psid}:${timestamp}`,
        status: 'read',
        at,
        upTo: { recipient: psid },
      },
    ]);
  });
});
