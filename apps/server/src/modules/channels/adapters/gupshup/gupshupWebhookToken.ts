import { webhookToken } from '../webhookToken.ts';

// Gupshup's v2 callbacks carry no signature (its docs offer IP allow-listing only): its webhook URL
// carries a token keyed with the channel's API key.
export function gupshupWebhookToken(apiKey: string, channelId: string): string {
  return webhookToken(apiKey, 'gupshup', channelId);
}
