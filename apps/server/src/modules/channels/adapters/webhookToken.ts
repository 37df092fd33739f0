import { createHmac } from 'node:crypto';

// For providers whose callbacks carry no signature: the channel's webhook URL carries a secret
// token instead, an HMAC of the channel id keyed with the channel's credential. Nothing more to
// store or generate; a new credential gives a new URL to paste; the token reveals nothing of it.
export function webhookToken(key: string, provider: string, channelId: string): string {
  return createHmac('sha256', key).update(`prosa ${provider} webhook ${channelId}`).digest('base64url');
}
