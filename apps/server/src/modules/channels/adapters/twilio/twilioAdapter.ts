import type { AdapterChannel, ChannelAdapter, HttpFetch, OutboundMessage } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { mediaFileName, providerFetch } from '../providerFetch.ts';
import { parseTwilioRequest } from './parseTwilioRequest.ts';
import {
  twilioAccountUrl as accountUrl,
  twilioApiBaseUrl as apiBaseUrl,
  twilioBasicAuth as basicAuth,
  checkTwilioAccount,
  phoneDigits as digits,
  twilioFormOf as formOf,
  isSignedByTwilio,
  twilioError,
  twilioStatusCallback,
} from './twilioApi.ts';
import {
  contentSidOf,
  isContentSid,
  listTwilioContents,
  toProviderTemplate,
} from './twilioContentTemplates.ts';

// WhatsApp through Twilio's Programmable Messaging (provider 4). Config: accountSid, from (the
// WhatsApp sender, E.164), apiBaseUrl; secret: authToken. Buttons and lists go as the numbered text
// the layer already wrote (Twilio's interactive messages need pre-approved Content templates);
// a template is a Content template (its ContentSid, or found by name and language), its variables
// {{1}}, {{2}}….
export const twilioAdapter: ChannelAdapter = {
  type: 'whatsapp',
  provider: 'twilio',
  secretKeys: ['authToken'],
  instanceKey: 'from',

  verifySignature: isSignedByTwilio,

  parse(_channel, request) {
    return parseTwilioRequest(formOf(request.rawBody), request.query);
  },

  async send(channel, message, http) {
    const response = await providerFetch(http, `${accountUrl(channel)}/Messages.json`, {
      method: 'POST',
      headers: { authorization: basicAuth(channel), 'content-type': 'application/x-www-form-urlencoded' },
      body: await messageForm(channel, message, http),
    });
    if (!response.ok) throw await twilioError(response);
    const answer = (await response.json()) as { sid?: string };
    if (!answer.sid) throw new ProviderError('9992', true, 'Twilio answered without a message sid');
    return { providerMessageId: answer.sid };
  },

  async fetchMedia(channel, ref, http) {
    // Twilio's media URLs sit under the account's API; credentials go to no other origin.
    const isOwnOrigin = new URL(ref).origin === new URL(apiBaseUrl(channel)).origin;
    const response = await providerFetch(http, ref, {
      headers: isOwnOrigin ? { authorization: basicAuth(channel) } : {},
    });
    if (!response.ok) throw await twilioError(response);
    const mime = response.headers.get('content-type') ?? 'application/octet-stream';
    return { bytes: Buffer.from(await response.arrayBuffer()), mime, name: mediaFileName(ref, mime) };
  },

  async listTemplates(channel, http) {
    const contents = await listTwilioContents(channel, http, basicAuth(channel), twilioError);
    return contents.map(toProviderTemplate);
  },

  checkConnection: checkTwilioAccount,
};

async function messageForm(
  channel: AdapterChannel,
  message: OutboundMessage,
  http: HttpFetch,
): Promise<URLSearchParams> {
  const form = new URLSearchParams({
    From: `whatsapp:+${digits(channel.config.from)}`,
    To: `whatsapp:+${digits(message.to)}`,
    StatusCallback: twilioStatusCallback(channel, message.messageId),
  });
  if (message.template) {
    const { name } = message.template;
    const contentSid = isContentSid(name)
      ? name
      : contentSidOf(
          await listTwilioContents(channel, http, basicAuth(channel), twilioError),
          message.template,
        );
    form.set('ContentSid', contentSid);
    const variables = Object.fromEntries(
      message.template.variables.map((value, index) => [`${index + 1}`, value]),
    );
    form.set('ContentVariables', JSON.stringify(variables));
    return form;
  }
  if (message.text) form.set('Body', message.text);
  if (message.media) form.set('MediaUrl', message.media.url);
  return form;
}
