import type { AdapterChannel, InboundRequest } from '../ChannelAdapter.ts';
import { twilioSignature } from './twilioSignature.ts';

// A form post to the channel's webhook URL (with `query` after it) signed as Twilio signs one, with
// the channel's auth token: for the WhatsApp and SMS adapters' tests.
export function signedTwilioRequest(
  channel: AdapterChannel,
  params: Record<string, string>,
  query: Record<string, string> = {},
): InboundRequest {
  const form = new URLSearchParams(params);
  const search = new URLSearchParams(query).toString();
  const url = search ? `${channel.webhookUrl}?${search}` : channel.webhookUrl;
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(channel.secrets.authToken ?? '', url, form),
    },
    query,
    rawBody: Buffer.from(form.toString()),
  };
}
