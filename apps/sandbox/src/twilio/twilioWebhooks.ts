import { createHmac, randomBytes } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import { smsSegments } from '@prosa/domain';
import type { CustomerRef, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';

// The form-encoded requests Twilio POSTs: an incoming WhatsApp message to the sender's webhook, and
// status callbacks to the StatusCallback URL the send gave. Signed X-Twilio-Signature = base64
// HMAC-SHA1(auth token) of the full URL followed by the parameters sorted by name, name + value.

export const newTwilioSid = (prefix: 'SM' | 'ME') => `${prefix}${randomBytes(16).toString('hex')}`;

// Where each business message's statuses go (its send's StatusCallback), by message.
export const statusCallbacks = new WeakMap<ThreadMessage, string>();

export const accountSidOf = (number: SandboxNumber) =>
  number.config.accountSid ?? number.secrets.accountSid ?? '';

export const whatsappAddress = (phone: string) => `whatsapp:+${phone.replace(/\D/g, '')}`;

// A number registered with config { channel: 'sms' } is a Twilio SMS number: its addresses are
// plain E.164 ('+5511…'), its webhooks carry no WhatsApp fields.
export const isSmsNumber = (number: SandboxNumber) => number.config.channel === 'sms';
export const addressOf = (number: SandboxNumber, phone: string) =>
  isSmsNumber(number) ? `+${phone.replace(/\D/g, '')}` : whatsappAddress(phone);

export function signTwilio(authToken: string, url: string, params: URLSearchParams): string {
  const data = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

function signed(number: SandboxNumber, url: string, params: URLSearchParams): WebhookRequest {
  return {
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      'i-twilio-idempotency-token': randomBytes(16).toString('hex'),
      'x-twilio-signature': signTwilio(number.secrets.authToken ?? '', url, params),
    },
    body: params.toString(),
  };
}

export function twilioInboundWebhook(
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
  mediaUrl: string | null,
): WebhookRequest {
  if (isSmsNumber(number)) return twilioSmsInboundWebhook(number, customer, message);
  const params = new URLSearchParams({
    SmsMessageSid: message.id,
    NumMedia: mediaUrl ? '1' : '0',
    ProfileName: customer.profileName ?? customer.phone,
    MessageType: message.reply ? 'button' : message.media ? mediaTypeOf(message.media.mime) : 'text',
    SmsSid: message.id,
    WaId: customer.phone,
    SmsStatus: 'received',
    Body: message.text,
    To: whatsappAddress(number.instanceId),
    NumSegments: '1',
    ReferralNumMedia: '0',
    MessageSid: message.id,
    AccountSid: accountSidOf(number),
    From: whatsappAddress(customer.phone),
    ApiVersion: '2010-04-01',
  });
  if (mediaUrl && message.media) {
    params.set('MediaContentType0', message.media.mime);
    params.set('MediaUrl0', mediaUrl);
  }
  if (message.reply) {
    params.set('ButtonText', message.reply.title);
    params.set('ButtonPayload', message.reply.id);
  }
  return signed(number, number.webhookUrl, params);
}

// An incoming SMS (twilio.com/docs/messaging/guides/webhook-request): the sender's geography
// instead of WhatsApp's profile; a reply is the text the customer typed (SMS has no buttons).
function twilioSmsInboundWebhook(
  number: SandboxNumber,
  customer: CustomerRef,
  message: ThreadMessage,
): WebhookRequest {
  const text = message.reply?.title ?? message.text;
  const params = new URLSearchParams({
    ToCountry: 'US',
    ToState: 'CA',
    SmsMessageSid: message.id,
    NumMedia: '0',
    ToCity: '',
    FromZip: '',
    SmsSid: message.id,
    FromState: '',
    SmsStatus: 'received',
    FromCity: '',
    Body: text,
    FromCountry: customer.phone.startsWith('55') ? 'BR' : '',
    To: addressOf(number, number.instanceId),
    ToZip: '',
    NumSegments: String(Math.max(1, smsSegments(text).segments)),
    MessageSid: message.id,
    AccountSid: accountSidOf(number),
    From: addressOf(number, customer.phone),
    ApiVersion: '2010-04-01',
  });
  return signed(number, number.webhookUrl, params);
}

// Twilio's own words for WhatsApp's statuses; a failure is `failed` with its ErrorCode.
export function twilioStatusWebhook(
  number: SandboxNumber,
  customer: string,
  message: ThreadMessage,
  status: ProviderStatus,
): WebhookRequest {
  const params = isSmsNumber(number)
    ? new URLSearchParams({
        SmsSid: message.id,
        SmsStatus: status,
        MessageStatus: status,
        To: addressOf(number, customer),
        MessageSid: message.id,
        AccountSid: accountSidOf(number),
        From: addressOf(number, number.instanceId),
        ApiVersion: '2010-04-01',
      })
    : new URLSearchParams({
        ChannelPrefix: 'whatsapp',
        ApiVersion: '2010-04-01',
        MessageStatus: status,
        SmsSid: message.id,
        SmsStatus: status,
        ChannelInstallSid: `XE${accountSidOf(number).slice(2)}`,
        To: whatsappAddress(customer),
        From: whatsappAddress(number.instanceId),
        MessageSid: message.id,
        AccountSid: accountSidOf(number),
        ChannelToAddress: `+${customer}`,
      });
  if (status === 'failed' && message.error) {
    params.set('ErrorCode', String(message.error.code));
    params.set('ErrorMessage', message.error.title);
  }
  return signed(number, statusCallbacks.get(message) ?? number.webhookUrl, params);
}

function mediaTypeOf(mime: string): string {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}
