import { createHmac } from 'node:crypto';
import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { rbmEventBytes } from './parseRbmWebhook.ts';

export const rbmSignatureHeader = 'x-goog-signature';

// RBM signs each webhook with the client token the Developer Console shows for it: X-Goog-Signature
// is the base64 HMAC-SHA512, keyed with that token, of the event's bytes — the base64-decoded
// `message.data` of the body, as Google's webhook guide computes it (decisions.md). Compared in
// constant time; a missing header, a missing token or a body without data is refused.
export function verifyRbmSignature(channel: AdapterChannel, request: InboundRequest): boolean {
  const presented = request.headers[rbmSignatureHeader];
  const key = channel.secrets.clientToken;
  const bytes = rbmEventBytes(request.rawBody);
  if (typeof presented !== 'string' || !key || !bytes) return false;
  const expected = createHmac('sha512', key).update(bytes).digest('base64');
  return equalsInConstantTime(presented, expected);
}

interface Handshake {
  clientToken: string;
  secret: string;
}

function handshakeOf(request: InboundRequest): Handshake | null {
  if (request.method !== 'POST') return null;
  try {
    const body = JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
    if (typeof body.clientToken !== 'string' || typeof body.secret !== 'string' || 'message' in body)
      return null;
    return { clientToken: body.clientToken, secret: body.secret };
  } catch {
    return null;
  }
}

// When the webhook is configured, RBM posts `{ clientToken, secret }` and expects the secret back as
// plain text, given the client token is the one the console showed (Google's webhook guide).
export const isRbmHandshake = (request: InboundRequest) => handshakeOf(request) !== null;

export function answerRbmHandshake(channel: AdapterChannel, request: InboundRequest): string | null {
  const handshake = handshakeOf(request);
  const expected = channel.secrets.clientToken;
  if (!handshake || !expected || !equalsInConstantTime(handshake.clientToken, expected)) return null;
  return handshake.secret;
}
