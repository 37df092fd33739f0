import { createHmac } from 'node:crypto';

// Gupshup's v2 callbacks carry no signature (its docs offer IP allow-listing only), so the channel's
// webhook URL carries a secret token instead: an HMAC of the channel id keyed with the channel's API
// key. Nothing more to store or generate; a new API key gives a new URL to paste; the token reveals
// nothing of the key.
export function gupshupWebhookToken(apiKey: string, channelId: string): string {
  return createHmac('sha256', apiKey).update(`prosa gupshup webhook ${channelId}`).digest('base64url');
}
