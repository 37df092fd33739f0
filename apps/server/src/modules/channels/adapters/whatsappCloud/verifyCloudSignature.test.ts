import { describe, expect, it } from 'vitest';
import { cloudChannel, inboundMessage, messageBodies, signedRequest } from './cloudWebhookFixtures.ts';
import { verifyCloudChallenge, verifyCloudSignature } from './verifyCloudSignature.ts';

const payload = inboundMessage(messageBodies.text ?? {});

describe('verifyCloudSignature (X-Hub-Signature-256 over the raw body)', () => {
  it('accepts the app secret HMAC of the exact bytes', () => {
    expect(verifyCloudSignature(cloudChannel, signedRequest(payload))).toBe(true);
  });

  it('accepts the header in upper-case hex and as a repeated header', () => {
    const request = signedRequest(payload);
    const header = String(request.headers['x-hub-signature-256']);
    expect(
      verifyCloudSignature(cloudChannel, {
        ...request,
        headers: { 'x-hub-signature-256': `sha256=${header.slice(7).toUpperCase()}` },
      }),
    ).toBe(true);
    expect(
      verifyCloudSignature(cloudChannel, { ...request, headers: { 'x-hub-signature-256': [header] } }),
    ).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyCloudSignature(cloudChannel, signedRequest(payload, 'another-secret'))).toBe(false);
  });

  it('refuses a request without the header, or with another scheme or a malformed digest', () => {
    const request = signedRequest(payload);
    const digest = String(request.headers['x-hub-signature-256']).slice(7);
    for (const header of [
      undefined,
      '',
      `sha1=${digest}`,
      digest,
      'sha256=abc',
      `sha256=${digest}00`,
      `sha256=${'z'.repeat(64)}`,
    ]) {
      expect(
        verifyCloudSignature(cloudChannel, { ...request, headers: { 'x-hub-signature-256': header } }),
      ).toBe(false);
    }
  });

  it('refuses a tampered body, even one that parses to the same JSON', () => {
    const request = signedRequest(payload);
    const tampered = Buffer.from(request.rawBody.toString().replace('Quero saber', 'Quero cancelar'));
    expect(verifyCloudSignature(cloudChannel, { ...request, rawBody: tampered })).toBe(false);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(request.rawBody.toString()), null, 2));
    expect(verifyCloudSignature(cloudChannel, { ...request, rawBody: reformatted })).toBe(false);
  });

  it('refuses everything when the channel has no app secret', () => {
    const channel = { ...cloudChannel, secrets: { ...cloudChannel.secrets, appSecret: '' } };
    expect(verifyCloudSignature(channel, signedRequest(payload, ''))).toBe(false);
  });
});

describe('verifyCloudChallenge (the GET that proves the URL)', () => {
  const get = (query: Record<string, string>) => ({
    method: 'GET' as const,
    headers: {},
    query,
    rawBody: Buffer.alloc(0),
  });

  it('echoes hub.challenge for subscribe with the channel verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' };
    expect(verifyCloudChallenge(cloudChannel, get(query))).toBe('1158201444');
  });

  it('refuses another token, another mode or a missing part', () => {
    const good = { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' };
    expect(verifyCloudChallenge(cloudChannel, get({ ...good, 'hub.verify_token': 'verify-mE' }))).toBeNull();
    expect(
      verifyCloudChallenge(cloudChannel, get({ ...good, 'hub.verify_token': 'verify-me-too' })),
    ).toBeNull();
    expect(verifyCloudChallenge(cloudChannel, get({ ...good, 'hub.mode': 'unsubscribe' }))).toBeNull();
    const { 'hub.challenge': _challenge, ...withoutChallenge } = good;
    expect(verifyCloudChallenge(cloudChannel, get(withoutChallenge))).toBeNull();
    expect(verifyCloudChallenge(cloudChannel, get({}))).toBeNull();
  });
});
