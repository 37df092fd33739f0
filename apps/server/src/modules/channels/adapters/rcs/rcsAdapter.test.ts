import { describe, expect, it } from 'vitest';
import { rcsAdapter } from './rcsAdapter.ts';
import { clientToken, rbmEvents, rbmWebhookRequest, rcsChannel } from './rcsWebhookFixtures.ts';

const at = new Date('2026-11-20T12:00:00.123Z');
const parse = (event: Record<string, unknown>) => rcsAdapter.parse(rcsChannel, rbmWebhookRequest(event));

describe('RCS webhooks: the signature (X-Goog-Signature)', () => {
  it('accepts the base64 HMAC-SHA512 of the decoded data with the client token', () => {
    expect(rcsAdapter.verifySignature(rcsChannel, rbmWebhookRequest(rbmEvents.text))).toBe(true);
  });

  it('refuses a wrong token, a missing header, a changed event and a channel without a token', () => {
    expect(rcsAdapter.verifySignature(rcsChannel, rbmWebhookRequest(rbmEvents.text, 'ANOTHERTOKEN'))).toBe(
      false,
    );
    expect(rcsAdapter.verifySignature(rcsChannel, rbmWebhookRequest(rbmEvents.text, null))).toBe(false);
    const signed = rbmWebhookRequest(rbmEvents.text);
    const other = rbmWebhookRequest({ ...rbmEvents.text, text: 'Outra coisa' });
    const swapped = { ...other, headers: signed.headers };
    expect(rcsAdapter.verifySignature(rcsChannel, swapped)).toBe(false);
    const untokened = { ...rcsChannel, secrets: { accessToken: 'x' } };
    expect(rcsAdapter.verifySignature(untokened, signed)).toBe(false);
  });

  it('refuses a body that is not RBM JSON', () => {
    const request = { ...rbmWebhookRequest(rbmEvents.text), rawBody: Buffer.from('not json') };
    expect(rcsAdapter.verifySignature(rcsChannel, request)).toBe(false);
    expect(rcsAdapter.parse(rcsChannel, request)).toEqual([]);
  });

  it('answers the webhook handshake with the secret only when the client token is right', () => {
    const handshake = (token: string) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      query: {},
      rawBody: Buffer.from(JSON.stringify({ clientToken: token, secret: '1234567890' })),
    });
    expect(rcsAdapter.isChallenge?.(handshake(clientToken))).toBe(true);
    expect(rcsAdapter.isChallenge?.(rbmWebhookRequest(rbmEvents.text))).toBe(false);
    expect(rcsAdapter.verifyChallenge?.(rcsChannel, handshake(clientToken))).toBe('1234567890');
    expect(rcsAdapter.verifyChallenge?.(rcsChannel, handshake('GUESSEDTOKEN1234'))).toBeNull();
  });
});

describe('RCS webhooks: user messages', () => {
  it('reads a text, named by the message id of the RCS client, from the E.164 digits', () => {
    expect(parse(rbmEvents.text)).toEqual([
      {
        kind: 'message',
        providerMessageId: 'MsAbc123',
        from: '5511988887777',
        at,
        text: 'Quero saber do meu pedido',
      },
    ]);
  });

  it('reads a tapped suggested reply as the option chosen: postbackData is our key', () => {
    expect(parse(rbmEvents.suggestionResponse)).toEqual([
      expect.objectContaining({
        providerMessageId: 'MsAbc124',
        text: 'Financeiro',
        reply: { id: 'financeiro', title: 'Financeiro' },
      }),
    ]);
  });

  it("reads a file by RBM's URL, with its type and name", () => {
    expect(parse(rbmEvents.userFile)).toEqual([
      expect.objectContaining({
        text: '',
        media: {
          ref: 'https://storage.googleapis.com/copper_test/77ddb795/d2dcc67ab888d34ee272899c020b134',
          mime: 'image/gif',
          name: '4_animated.gif',
        },
      }),
    ]);
  });

  it('reads a shared location', () => {
    expect(parse(rbmEvents.location)).toEqual([
      expect.objectContaining({ location: { latitude: -23.5614, longitude: -46.6559 } }),
    ]);
  });
});

describe('RCS webhooks: user events', () => {
  it('reads DELIVERED and READ of our message by its UUID, which gives our id back', () => {
    const status = {
      providerMessageId: rbmEvents.delivered.messageId,
      messageId: '6745b3c01a2b3c4d5e6f7a8b',
    };
    expect(parse(rbmEvents.delivered)).toEqual([{ kind: 'status', ...status, status: 'delivered', at }]);
    expect(parse(rbmEvents.read)).toEqual([{ kind: 'status', ...status, status: 'read', at }]);
  });

  it('keeps nothing of IS_TYPING', () => {
    expect(parse(rbmEvents.isTyping)).toEqual([]);
  });
});
