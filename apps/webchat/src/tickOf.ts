import { displayedDeliveryStatus } from '@prosa/domain';
import type { IconName } from './icons.ts';
import type { WidgetTexts } from './texts.ts';

export type TickState = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
export interface Tick {
  state: TickState;
  icon: IconName;
  label: string;
}

const icons: Record<TickState, IconName> = {
  sending: 'clock',
  sent: 'check',
  delivered: 'checks',
  read: 'checks',
  failed: 'alert',
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
  return { state, icon: icons[state], label: texts[state] };
}
