import type { InboundEvent } from '../adapters/ChannelAdapter.ts';

type MessageEvent = Extract<InboundEvent, { kind: 'message' }>;

// The text a customer's message is stored with, whatever its kind: a reply button or list row as
// the title the customer chose (the flow matches choices by it), a location as its name, address and
// a map link, media by its caption, and a kind with no text of its own (sticker, reaction,
// contacts) by its name in brackets, so the attendant sees that something came.
export function inboundMessageText(event: MessageEvent): string {
  if (event.reply) return event.reply.title;
  if (event.location) {
    const { latitude, longitude, name, address } = event.location;
    const map = `https://maps.google.com/?q=${latitude},${longitude}`;
    return [name, address, map].filter(Boolean).join('\n');
  }
  const text = event.text.trim() || event.media?.caption?.trim() || '';
  if (text) return text;
  if (event.media) return event.media.name ? `[${event.media.name}]` : '';
  return event.kindOfContent ? `[${event.kindOfContent}]` : '';
}
