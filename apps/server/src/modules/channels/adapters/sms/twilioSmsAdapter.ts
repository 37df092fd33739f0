import type { ChannelAdapter } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { providerFetch } from '../providerFetch.ts';
import { parseTwilioRequest } from '../twilio/parseTwilioRequest.ts';
import {
  checkTwilioAccount,
  isSignedByTwilio,
  phoneDigits,
  twilioAccountUrl,
  twilioBasicAuth,
  twilioError,
  twilioFormOf,
  twilioStatusCallback,
} from '../twilio/twilioApi.ts';
import { smsText } from './smsText.ts';

// SMS through Twilio's Messages API. Config: accountSid, from (a Twilio number in E.164 digits, or
// an alphanumeric sender id), apiBaseUrl; secret: authToken. Incoming messages and status callbacks
// come to the same URL, signed as WhatsApp's (X-Twilio-Signature); their form is the same too.
export const twilioSmsAdapter: ChannelAdapter = {
  type: 'sms',
  provider: 'twilio',
  secretKeys: ['authToken'],
  instanceKey: 'from',

  verifySignature: isSignedByTwilio,

  parse(_channel, request) {
    return parseTwilioRequest(twilioFormOf(request.rawBody), request.query);
  },

  async send(channel, message, http) {
    const from = channel.config.from ?? '';
    const form = new URLSearchParams({
      From: /^\d+$/.test(from) ? `+${from}` : from,
      To: `+${phoneDigits(message.to)}`,
      Body: smsText(message),
    });
    // Texts of Prosa itself (two-factor codes) go through a channel without a webhook.
    if (channel.webhookUrl) form.set('StatusCallback', twilioStatusCallback(channel, message.messageId));
    const response = await providerFetch(http, `${twilioAccountUrl(channel)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: twilioBasicAuth(channel),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
    if (!response.ok) throw await twilioError(response);
    const answer = (await response.json()) as { sid?: string };
    if (!answer.sid) throw new ProviderError('9992', true, 'Twilio answered without a message sid');
    return { providerMessageId: answer.sid };
  },

  checkConnection: checkTwilioAccount,
};
