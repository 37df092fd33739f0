import type { AdapterChannel, ChannelAdapter, HttpFetch, OutboundMessage } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { mediaFileName, providerFetch, retryAfterMsOf } from '../providerFetch.ts';
import { parseTwilioRequest } from './parseTwilioRequest.ts';
import {
  contentSidOf,
  isContentSid,
  listTwilioContents,
  toProviderTemplate,
} from './twilioContentTemplates.ts';
import { isTransientTwilioCode, twilioDeliveryCode } from './twilioErrorCode.ts';
import { twilioSignature } from './twilioSignature.ts';

export const twilioDefaultApiBaseUrl = 'https://api.twilio.com';

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

  verifySignature(channel, request) {
    const presented = request.headers['x-twilio-signature'];
    const authToken = channel.secrets.authToken;
    if (typeof presented !== 'string' || !authToken) return false;
    const expected = twilioSignature(authToken, calledUrl(channel, request.query), formOf(request.rawBody));
    return equalsInConstantTime(presented, expected);
  },

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

  async checkConnection(channel, http) {
    const response = await providerFetch(http, `${accountUrl(channel)}.json`, {
      headers: { authorization: basicAuth(channel) },
    });
    if (!response.ok) throw await twilioError(response);
  },
};

async function messageForm(
  channel: AdapterChannel,
  message: OutboundMessage,
  http: HttpFetch,
): Promise<URLSearchParams> {
  const form = new URLSearchParams({
    From: `whatsapp:+${digits(channel.config.from)}`,
    To: `whatsapp:+${digits(message.to)}`,
    // Statuses carry our id back, so one still finds its message if this answer is lost.
    StatusCallback: `${channel.webhookUrl}?m=${encodeURIComponent(message.messageId)}`,
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

// Twilio's error body { code, message, more_info, status } as a ProviderError in the layer's codes.
async function twilioError(response: Response): Promise<ProviderError> {
  const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
  const twilioCode = body.code === undefined ? '' : String(body.code);
  const message = `Twilio ${response.status}${twilioCode ? ` ${twilioCode}` : ''}: ${body.message ?? response.statusText}`;
  if (response.status === 429 || isTransientTwilioCode(twilioCode)) {
    return new ProviderError(
      twilioDeliveryCode(twilioCode || '20429'),
      true,
      message,
      retryAfterMsOf(response),
    );
  }
  if (response.status >= 500) return new ProviderError('9992', true, message, retryAfterMsOf(response));
  return new ProviderError(twilioCode ? twilioDeliveryCode(twilioCode) : '9992', false, message);
}

// The URL Twilio called and signed: the channel's webhook URL with the request's query string.
function calledUrl(channel: AdapterChannel, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${channel.webhookUrl}?${search}` : channel.webhookUrl;
}

function formOf(rawBody: Buffer): URLSearchParams {
  return new URLSearchParams(rawBody.toString('utf8'));
}

function apiBaseUrl(channel: AdapterChannel): string {
  return (channel.config.apiBaseUrl || twilioDefaultApiBaseUrl).replace(/\/+$/, '');
}

function accountUrl(channel: AdapterChannel): string {
  return `${apiBaseUrl(channel)}/2010-04-01/Accounts/${encodeURIComponent(channel.config.accountSid ?? '')}`;
}

function basicAuth(channel: AdapterChannel): string {
  const credentials = `${channel.config.accountSid ?? ''}:${channel.secrets.authToken ?? ''}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}

function digits(phone: string | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}
