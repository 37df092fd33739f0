import type { ProviderStatus } from '@prosa/contracts';
import type { AdapterChannel, InboundEvent, InboundRequest } from '../ChannelAdapter.ts';

// A Cloud API webhook: { object: 'whatsapp_business_account', entry: [{ id, changes: [{ field:
// 'messages', value: { metadata: { phone_number_id }, contacts?, messages?, statuses? } }] }] }, or a
// template's review (field 'message_template_status_update').
// Read defensively: the signature proved who sent it, not that we know its shape, so anything
// unknown (another field, a message type we do not handle, a status like `deleted`) is skipped.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const atOf = (timestamp: unknown) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

const deliveryStatuses: readonly string[] = [
  'sent',
  'delivered',
  'read',
  'failed',
] satisfies ProviderStatus[];
const mediaTypes = ['image', 'audio', 'video', 'document', 'sticker'];

export function parseCloudWebhook(channel: AdapterChannel, request: InboundRequest): InboundEvent[] {
  let payload: unknown;
  try {
    payload = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return [];
  }
  if (
    !isObject(payload) ||
    (payload.object !== undefined && payload.object !== 'whatsapp_business_account')
  ) {
    return [];
  }
  const events: InboundEvent[] = [];
  for (const entry of objects(payload.entry)) {
    for (const change of objects(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      if (change.field === 'message_template_status_update') {
        // A template belongs to the WABA: keep only this channel's WABA's.
        const event = templateEvent(value, entry.time);
        if (event && (!channel.config.wabaId || text(entry.id) === channel.config.wabaId)) events.push(event);
        continue;
      }
      if (change.field !== undefined && change.field !== 'messages') continue;
      // One Meta app may deliver every number of its WABA to each URL: keep this channel's own.
      const numberId = isObject(value.metadata) ? text(value.metadata.phone_number_id) : undefined;
      if (numberId && channel.config.phoneNumberId && numberId !== channel.config.phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of objects(value.contacts)) {
        const name = isObject(contact.profile) ? text(contact.profile.name) : undefined;
        const waId = text(contact.wa_id);
        if (waId && name) names.set(waId, name);
      }
      for (const message of objects(value.messages)) {
        const event = messageEvent(message, names);
        if (event) events.push(event);
      }
      for (const status of objects(value.statuses)) {
        const event = statusEvent(status);
        if (event) events.push(event);
      }
    }
  }
  return events;
}

function messageEvent(message: Json, names: Map<string, string>): InboundEvent | null {
  const id = text(message.id);
  const from = text(message.from);
  const type = text(message.type);
  if (!id || !from || !type) return null;
  const content = readContent(type, message[type]);
  if (!content) return null;
  const profileName = names.get(from);
  return {
    kind: 'message',
    providerMessageId: id,
    from,
    ...(profileName ? { profileName } : {}),
    at: atOf(message.timestamp),
    ...content,
  };
}

type Content = Omit<
  Extract<InboundEvent, { kind: 'message' }>,
  'kind' | 'providerMessageId' | 'from' | 'at' | 'profileName'
>;

function readContent(type: string, body: unknown): Content | null {
  if (type === 'contacts') return sharedContacts(body);
  if (!isObject(body)) return null;
  if (type === 'text') {
    const value = text(body.body);
    return value === undefined ? null : { text: value };
  }
  if (mediaTypes.includes(type)) {
    const ref = text(body.id);
    if (!ref) return null;
    const caption = text(body.caption);
    const name = text(body.filename);
    return {
      text: caption ?? '',
      kindOfContent: type,
      media: {
        ref,
        mime: text(body.mime_type) ?? 'application/octet-stream',
        ...(name ? { name } : {}),
        ...(caption ? { caption } : {}),
      },
    };
  }
  if (type === 'location') {
    const latitude = Number(body.latitude);
    const longitude = Number(body.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const name = text(body.name);
    const address = text(body.address);
    return {
      text: [name, address].filter(Boolean).join('\n'),
      kindOfContent: 'location',
      location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
    };
  }
  if (type === 'interactive') {
    const chosen = isObject(body.button_reply)
      ? body.button_reply
      : isObject(body.list_reply)
        ? body.list_reply
        : null;
    const id = chosen ? text(chosen.id) : undefined;
    const title = chosen ? (text(chosen.title) ?? '') : '';
    return id ? { text: title, reply: { id, title } } : null;
  }
  if (type === 'button') {
    // A template's quick reply: the payload we gave its button, and the text the customer saw.
    const label = text(body.text) ?? '';
    const payload = text(body.payload) ?? label;
    return payload ? { text: label, reply: { id: payload, title: label } } : null;
  }
  if (type === 'reaction') {
    // An empty emoji takes the reaction back; it is still what the customer did.
    return { text: text(body.emoji) ?? '', kindOfContent: 'reaction' };
  }
  return null;
}

function statusEvent(status: Json): InboundEvent | null {
  const id = text(status.id);
  const value = text(status.status);
  if (!id || !value || !deliveryStatuses.includes(value)) return null;
  const [error] = objects(status.errors);
  const code = error?.code;
  // Ours, as the send carried it in biz_opaque_callback_data (buildCloudMessage): Cloud echoes it
  // in every status of that message. Longer than Meta's own limit (512) is not ours.
  const reference = text(status.biz_opaque_callback_data);
  return {
    kind: 'status',
    providerMessageId: id,
    ...(reference && reference.length <= 512 ? { messageId: reference } : {}),
    status: value as ProviderStatus,
    at: atOf(status.timestamp),
    ...(code !== undefined ? { errorCode: String(code) } : {}),
    ...(error && text(error.title) ? { errorTitle: text(error.title) } : {}),
  };
}

// A template's review outcome: { event: 'APPROVED' | 'REJECTED' | 'PAUSED' | …, message_template_id,
// message_template_name, message_template_language, reason }.
function templateEvent(value: Json, time: unknown): InboundEvent | null {
  const id = value.message_template_id;
  const status = text(value.event);
  const name = text(value.message_template_name);
  const language = text(value.message_template_language);
  if ((typeof id !== 'number' && typeof id !== 'string') || !status || !name || !language) return null;
  const reason = text(value.reason);
  return {
    kind: 'template',
    providerTemplateId: String(id),
    name,
    language,
    status: status.toLowerCase(),
    ...(reason && reason !== 'NONE' ? { reason } : {}),
    at: atOf(time),
  };
}

// Contact cards the customer shared: each as "Name: +phone, +phone", one per line.
function sharedContacts(body: unknown): Content | null {
  const cards = objects(body);
  if (cards.length === 0) return null;
  const lines = cards.map((card) => {
    const name = isObject(card.name)
      ? (text(card.name.formatted_name) ?? text(card.name.first_name) ?? '')
      : '';
    const phones = objects(card.phones)
      .map((phone) => text(phone.phone) ?? text(phone.wa_id))
      .filter(Boolean);
    return [name, phones.join(', ')].filter(Boolean).join(': ');
  });
  return { text: lines.join('\n'), kindOfContent: 'contacts' };
}
