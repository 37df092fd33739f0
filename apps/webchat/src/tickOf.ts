import { displayedDeliveryStatus } from '@prosa/domain';
import type { WidgetTexts } from './texts.ts';

export type TickState = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
export interface Tick {
  state: TickState;
  symbol: string;
  label: string;
}

const symbols: Record<TickState, string> = {
  sending: '⏱',
  sent: '✓',
  delivered: '✓✓',
  read: '✓✓',
  failed: '!',
};

// The tick beside a visitor's message. Until the ack it is the outbox's word (sending or
// failed); once stored, the status list decides. A stored message is out even with no receipt.
export function tickOf(
  source: { outbox: 'sending' | 'failed' } | { statuses: readonly string[] },
  texts: WidgetTexts,
): Tick {
  let state: TickState;
  if ('outbox' in source) state = source.outbox;
  else {
    const shown = displayedDeliveryStatus(source.statuses);
    state = shown === 'notSubmitted' ? 'sent' : shown;
  }
  return { state, symbol: symbols[state], label: texts[state] };
}
