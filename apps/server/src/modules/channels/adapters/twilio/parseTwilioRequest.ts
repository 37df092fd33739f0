import type { ProviderStatus } from '@prosa/contracts';
import type { InboundEvent } from '../ChannelAdapter.ts';
import { twilioDeliveryCode } from './twilioErrorCode.ts';

// Twilio's statuses for an outbound WhatsApp message as ours; `undelivered` is a failure too.
// queued, accepted, sending and scheduled say nothing the layer keeps.
const statusOf: Record<string, ProviderStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
  undelivered: 'failed',
};
const pendingStatuses = new Set(['queued', 'accepted', 'sending', 'scheduled']);

// One form-encoded request from Twilio: an incoming message (Body, MediaUrl0…, ButtonPayload,
// Latitude…) or a status callback (MessageStatus) for one of ours. `m` is our message id, which
// our StatusCallback URL carries. Twilio's callbacks carry no time, so `at` is their arrival.
export function parseTwilioRequest(params: URLSearchParams, query: Record<string, string>): InboundEvent[] {
  const sid = params.get('MessageSid') ?? params.get('SmsSid');
  if (!sid) return [];
  const messageStatus = params.get('MessageStatus') ?? '';
  const status = statusOf[messageStatus];
  if (status) return [statusEvent(sid, status, params, query.m)];
  if (pendingStatuses.has(messageStatus)) return [];
  const from = whatsappDigits(params.get('From'));
  if (!from) return [];
  return [messageEvent(sid, from, params)];
}

function statusEvent(
  sid: string,
  status: ProviderStatus,
  params: URLSearchParams,
  messageId: string | undefined,
): InboundEvent {
  const errorCode = params.get('ErrorCode');
  return {
    kind: 'status',
    providerMessageId: sid,
    status,
    at: new Date(),
    ...(messageId ? { messageId } : {}),
    ...(status === 'failed' && errorCode ? { errorCode: twilioDeliveryCode(errorCode) } : {}),
    ...(status === 'failed' && params.get('ErrorMessage')
      ? { errorTitle: params.get('ErrorMessage') ?? undefined }
      : {}),
  };
}

function messageEvent(sid: string, from: string, params: URLSearchParams): InboundEvent {
  const event: Extract<InboundEvent, { kind: 'message' }> = {
    kind: 'message',
    providerMessageId: sid,
    from,
    at: new Date(),
    text: params.get('Body') ?? '',
  };
  const profileName = params.get('ProfileName');
  if (profileName) event.profileName = profileName;
  const buttonPayload = params.get('ButtonPayload');
  if (buttonPayload) {
    const title = params.get('ButtonText') ?? event.text;
    event.reply = { id: buttonPayload, title };
    if (!event.text) event.text = title;
  }
  const mediaUrl = Number(params.get('NumMedia') ?? '0') > 0 ? params.get('MediaUrl0') : null;
  if (mediaUrl) {
    event.media = {
      ref: mediaUrl,
      mime: params.get('MediaContentType0') ?? 'application/octet-stream',
      ...(event.text ? { caption: event.text } : {}),
    };
  }
  const latitude = Number(params.get('Latitude'));
  const longitude = Number(params.get('Longitude'));
  if (
    params.has('Latitude') &&
    params.has('Longitude') &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
  ) {
    const name = params.get('Label');
    const address = params.get('Address');
    event.location = {
      latitude,
      longitude,
      ...(name ? { name } : {}),
      ...(address ? { address } : {}),
    };
  }
  const kind = params.get('MessageType');
  if (!event.text && !event.media && !event.location && kind) event.kindOfContent = kind;
  return event;
}

// 'whatsapp:+5511999990000' → '5511999990000' (the layer's E.164 digits, no '+').
export function whatsappDigits(address: string | null): string {
  return (address ?? '').replace(/^whatsapp:/, '').replace(/\D/g, '');
}
