import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';

const prefix = 'sha256=';

const headerOf = (request: InboundRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// Meta signs every webhook POST: X-Hub-Signature-256 = 'sha256=' + hex HMAC-SHA256 of the raw body
// with the app secret. Computed on the bytes as they arrived (a re-serialised JSON would differ) and
// compared in constant time.
export function verifyCloudSignature(channel: AdapterChannel, request: InboundRequest): boolean {
  const appSecret = channel.secrets.appSecret;
  const header = headerOf(request, 'x-hub-signature-256');
  if (!appSecret || !header?.startsWith(prefix)) return false;
  const given = header.slice(prefix.length);
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', appSecret).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

// The GET Meta makes when the webhook is set up: hub.mode=subscribe with the verify token we gave
// it; the answer is hub.challenge, echoed as is.
export function verifyCloudChallenge(channel: AdapterChannel, request: InboundRequest): string | null {
  const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
  const expected = channel.secrets.verifyToken;
  if (mode !== 'subscribe' || !token || !expected || challenge === undefined) return null;
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? challenge : null;
}
