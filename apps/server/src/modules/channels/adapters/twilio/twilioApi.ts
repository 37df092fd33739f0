import type { AdapterChannel, HttpFetch, InboundRequest, ProviderResponse } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { providerFetch, retryAfterMsOf } from '../providerFetch.ts';
import { isTransientTwilioCode, twilioDeliveryCode } from './twilioErrorCode.ts';
import { twilioSignature } from './twilioSignature.ts';

// What every Twilio adapter (WhatsApp, SMS) shares of Programmable Messaging: the account's API,
// its Basic credentials, its error body and its request signature.
export const twilioDefaultApiBaseUrl = 'https://api.twilio.com';

// X-Twilio-Signature over the URL Twilio called (the channel's webhook URL with the request's query
// string) and the form it posted. Twilio signs no time: a replay carries a message or status id the
// layer has already taken in, and records nothing new.
export function isSignedByTwilio(channel: AdapterChannel, request: InboundRequest): boolean {
  const presented = request.headers['x-twilio-signature'];
  const authToken = channel.secrets.authToken;
  if (typeof presented !== 'string' || !authToken) return false;
  const expected = twilioSignature(
    authToken,
    calledUrl(channel, request.query),
    twilioFormOf(request.rawBody),
  );
  return equalsInConstantTime(presented, expected);
}

// Twilio's error body { code, message, more_info, status } as a ProviderError in the layer's codes.
export async function twilioError(response: ProviderResponse): Promise<ProviderError> {
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

function calledUrl(channel: AdapterChannel, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${channel.webhookUrl}?${search}` : channel.webhookUrl;
}

export function twilioFormOf(rawBody: Buffer): URLSearchParams {
  return new URLSearchParams(rawBody.toString('utf8'));
}

export function twilioApiBaseUrl(channel: AdapterChannel): string {
  return (channel.config.apiBaseUrl || twilioDefaultApiBaseUrl).replace(/\/+$/, '');
}

export function twilioAccountUrl(channel: AdapterChannel): string {
  return `${twilioApiBaseUrl(channel)}/2010-04-01/Accounts/${encodeURIComponent(channel.config.accountSid ?? '')}`;
}

export function twilioBasicAuth(channel: AdapterChannel): string {
  const credentials = `${channel.config.accountSid ?? ''}:${channel.secrets.authToken ?? ''}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}

// The channel's `?m=` on Twilio's StatusCallback: statuses carry our id back, so one still finds
// its message if the answer to the send is lost.
export function twilioStatusCallback(channel: AdapterChannel, messageId: string): string {
  return `${channel.webhookUrl}?m=${encodeURIComponent(messageId)}`;
}

// The connection test: the account's own resource, with its credentials.
export async function checkTwilioAccount(channel: AdapterChannel, http: HttpFetch): Promise<void> {
  const response = await providerFetch(http, `${twilioAccountUrl(channel)}.json`, {
    headers: { authorization: twilioBasicAuth(channel) },
  });
  if (!response.ok) throw await twilioError(response);
}

export function phoneDigits(phone: string | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}
