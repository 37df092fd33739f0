import type { AdapterChannel, InboundEvent, InboundRequest } from '../ChannelAdapter.ts';

// A Messenger or Instagram webhook (Messenger Platform, "Webhook Events"): { object: 'page' |
// 'instagram', entry: [{ id, time, messaging: [{ sender: { id }, recipient: { id }, timestamp,
// message | postback | read | delivery }] }] }. Read defensively, as the Cloud API's: anything
// unknown is skipped. The customer is `sender.id`, their page-scoped id (PSID, Instagram's IGSID).

type Json = Record<string, unknown>;
type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
// Meta's timestamps here are milliseconds since the epoch.
const atOf = (timestamp: unknown) => {
  const ms = Number(timestamp);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : new Date();
};
const idOf = (party: unknown) => (isObject(party) ? text(party.id) : undefined);

const objectOfType = { messenger: 'page', instagram: 'instagram' } as const;
// The instance the webhook must name (entry.id): one Meta app may send every page's events to
// each URL, so another page's or account's are skipped.
const instanceOf = (channel: AdapterChannel) =>
  channel.type === 'instagram' ? channel.config.instagramAccountId : channel.config.pageId;

export function parseMetaWebhook(channel: AdapterChannel, request: InboundRequest): InboundEvent[] {
  let payload: unknown;
  try {
    payload = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return [];
  }
  const expected = objectOfType[channel.type as keyof typeof objectOfType];
  if (!isObject(payload) || payload.object !== expected) return [];
  const instance = instanceOf(channel);
  const events: InboundEvent[] = [];
  for (const entry of objects(payload.entry)) {
    if (instance && text(entry.id) !== undefined && text(entry.id) !== instance) continue;
    for (const item of objects(entry.messaging)) events.push(...eventsOf(item));
  }
  return events;
}

function eventsOf(item: Json): InboundEvent[] {
  const from = idOf(item.sender);
  if (!from) return [];
  const at = atOf(item.timestamp);
  if (isObject(item.message)) {
    const event = messageEvent(from, at, item.message);
    return event ? [event] : [];
  }
  if (isObject(item.postback)) {
    const event = postbackEvent(from, at, item.postback);
    return event ? [event] : [];
  }
  if (isObject(item.delivery)) {
    // Messenger: the ids delivered (`mids`, absent on some clients, whose watermark alone is skipped).
    return (Array.isArray(item.delivery.mids) ? item.delivery.mids : [])
      .filter((mid): mid is string => typeof mid === 'string')
      .map((mid) => ({ kind: 'status', providerMessageId: mid, status: 'delivered', at }));
  }
  if (isObject(item.read)) return readEvents(from, at, item.read);
  return [];
}

function messageEvent(from: string, at: Date, message: Json): MessageEvent | null {
  const mid = text(message.mid);
  // An echo is our own page's message (or the page inbox's): not the customer's.
  if (!mid || message.is_echo === true) return null;
  const body = text(message.text) ?? '';
  const head = { kind: 'message' as const, providerMessageId: mid, from, at };
  const quickReply = isObject(message.quick_reply) ? text(message.quick_reply.payload) : undefined;
  if (quickReply) return { ...head, text: body, reply: { id: quickReply, title: body } };
  const [attachment] = objects(message.attachments);
  if (attachment) {
    const type = text(attachment.type) ?? 'file';
    const payload = isObject(attachment.payload) ? attachment.payload : {};
    const url = text(payload.url);
    if (type === 'location' && isObject(payload.coordinates)) {
      const latitude = Number(payload.coordinates.lat);
      const longitude = Number(payload.coordinates.long);
      if (Number.isFinite(latitude) && Number.isFinite(longitude))
        return { ...head, text: body, kindOfContent: 'location', location: { latitude, longitude } };
    }
    // The file's type is known once fetched (fetchMedia reads its Content-Type).
    if (url) return { ...head, text: body, kindOfContent: type, media: { ref: url, mime: mimeOf(type) } };
    return { ...head, text: body, kindOfContent: type };
  }
  return body ? { ...head, text: body } : null;
}

const mimeOf = (type: string) =>
  ({ image: 'image/jpeg', video: 'video/mp4', audio: 'audio/mp4' })[type] ?? 'application/octet-stream';

// A button of a message the customer pressed (Get Started, a persistent menu, a button template):
// its payload is the id, its title what they saw. Postbacks carry a `mid` on current versions;
// older ones none, so the event is named by its sender and time.
function postbackEvent(from: string, at: Date, postback: Json): MessageEvent | null {
  const payload = text(postback.payload);
  if (!payload) return null;
  const title = text(postback.title) ?? payload;
  const mid = text(postback.mid) ?? `postback:${from}:${at.getTime()}`;
  return { kind: 'message', providerMessageId: mid, from, at, text: title, reply: { id: payload, title } };
}

// Instagram names the message read (`read.mid`). Messenger gives a watermark instead: every
// message to this customer sent at or before it is read (`upTo`, which the layer applies).
function readEvents(from: string, at: Date, read: Json): InboundEvent[] {
  const mid = text(read.mid);
  if (mid) return [{ kind: 'status', providerMessageId: mid, status: 'read', at }];
  const watermark = Number(read.watermark);
  if (!Number.isFinite(watermark) || watermark <= 0) return [];
  return [
    {
      kind: 'status',
      providerMessageId: `watermark:${from}:${watermark}`,
      status: 'read',
      at: new Date(watermark),
      upTo: { recipient: from },
    },
  ];
}
