import type { AppServices } from '../../../app/services.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import type { ChannelRow } from '../channelRepository.ts';

export type StatusEvent = Extract<InboundEvent, { kind: 'status' }>;
export type TemplateEvent = Extract<InboundEvent, { kind: 'template' }>;
export type SinkServices = Pick<AppServices, 'database' | 'events' | 'clock'>;

// Provider events about what other modules send or own through a channel without the outbox (a
// broadcast's recipients, its templates). The channel layer receives, verifies and deduplicates
// them, then hands them here: it knows no module above it, so those modules add their sink.
export interface ProviderEventSink {
  // A delivery status naming no message of the outbox: true when it named one of the sink's.
  applyStatus(services: SinkServices, row: ChannelRow, event: StatusEvent): Promise<boolean>;
  applyTemplate(services: SinkServices, row: ChannelRow, event: TemplateEvent): Promise<void>;
  // A customer's message that opens a new conversation: what of the sink's it answers (a
  // broadcast's template), if anything.
  conversationStart?(
    services: SinkServices,
    row: ChannelRow,
    input: { from: string },
  ): Promise<ConversationStart | null>;
  // An address unsubscribed through an e-mail of the channel (its List-Unsubscribe link).
  unsubscribed?(services: SinkServices, row: ChannelRow, address: string): Promise<void>;
}

// The conversation is stored with `origin` and its bot starts at `startLine` (null: the first);
// `opened` then tells the sink which conversation it started.
export interface ConversationStart {
  origin: string;
  startLine: number | null;
  opened(conversationId: string): Promise<void>;
}

// Filled once per process by the modules' manifests (a module adds its sink when its routes are
// built); a Set, so servers started in one process (tests) add each sink once.
const sinks = new Set<ProviderEventSink>();

export function addProviderEventSink(sink: ProviderEventSink) {
  sinks.add(sink);
}

export async function statusToSinks(services: SinkServices, row: ChannelRow, event: StatusEvent) {
  for (const sink of sinks) if (await sink.applyStatus(services, row, event)) return true;
  return false;
}

export async function templateToSinks(services: SinkServices, row: ChannelRow, event: TemplateEvent) {
  for (const sink of sinks) await sink.applyTemplate(services, row, event);
}

export async function conversationStartOf(services: SinkServices, row: ChannelRow, input: { from: string }) {
  for (const sink of sinks) {
    const start = await sink.conversationStart?.(services, row, input);
    if (start) return start;
  }
  return null;
}

export async function unsubscribedToSinks(services: SinkServices, row: ChannelRow, address: string) {
  for (const sink of sinks) await sink.unsubscribed?.(services, row, address);
}
