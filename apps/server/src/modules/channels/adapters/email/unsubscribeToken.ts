import { createHmac } from 'node:crypto';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';

// The List-Unsubscribe link (/unsubscribe/{token}) names the channel and the recipient and proves it
// was ours: base64url("{channelId} {address}") and an HMAC of it with the channel's secret, so a
// forged POST cannot unsubscribe anyone else. The channel id finds the secret and the account.
const macOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);
const payloadOf = (channelId: string, address: string) => `${channelId} ${address.toLowerCase()}`;

export function unsubscribeToken(secret: string, channelId: string, address: string) {
  const payload = payloadOf(channelId, address);
  return `${Buffer.from(payload).toString('base64url')}.${macOf(secret, payload)}`;
}

export interface UnsubscribeRequest {
  channelId: string;
  address: string;
  mac: string;
}

// What a token claims, before its MAC is checked (the channel's secret is needed for that); null
// when it is no token of ours at all.
export function readUnsubscribeToken(token: string): UnsubscribeRequest | null {
  const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const [channelId = '', address = ''] = Buffer.from(match[1], 'base64url').toString('utf8').split(' ');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(channelId) || !/^[^\s@]+@[^\s@]+$/.test(address)) return null;
  return { channelId, address, mac: match[2] };
}

export function isUnsubscribeTokenValid(secret: string, request: UnsubscribeRequest) {
  return equalsInConstantTime(request.mac, macOf(secret, payloadOf(request.channelId, request.address)));
}
