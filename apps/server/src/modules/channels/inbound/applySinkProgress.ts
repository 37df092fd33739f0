import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { type SinkServices, type StatusEvent, statusToSinks } from './providerEventSinks.ts';

// A delivery progress (sent, delivered, read) that echoes our id: at a broadcast's full rate these
// are two webhooks per message, nearly all a sink's (a broadcast's recipient). They are applied
// before the webhook's answer, as its receipt would be recorded, instead of being recorded, then
// processed, then marked processed: one statement where there were three (docs/performance.md,
// broadcast). Applying one twice (a provider's retry) changes nothing, so no receipt is needed to
// deduplicate them. Answers the events left for the receipts: the others, and the progresses no
// sink knows (a live chat's message, found in the outbox after its receipt).
export async function applySinkProgress(services: SinkServices, row: ChannelRow, events: InboundEvent[]) {
  const applied = await Promise.all(
    events.map((event) => (isEchoedProgress(event) ? statusToSinks(services, row, event) : false)),
  );
  return events.filter((_, index) => !applied[index]);
}

export function isEchoedProgress(event: InboundEvent): event is StatusEvent {
  return event.kind === 'status' && event.status !== 'failed' && Boolean(event.messageId) && !event.upTo;
}
