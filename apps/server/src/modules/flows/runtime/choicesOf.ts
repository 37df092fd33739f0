import type { MessageChoices } from '@prosa/contracts';
import type { OutboundMessage } from '@prosa/flow-engine';

// What a balloon offers besides its text (renderOutput): buttons and sliders, which the widget
// shows as controls. Built field by field, so nothing else of the balloon reaches the message.
export function choicesOf(message: OutboundMessage): MessageChoices | null {
  switch (message.kind) {
    case 'buttons':
      return {
        kind: 'buttons',
        presentation: message.presentation,
        options: message.buttons.map(({ key, value }) => ({ key, value })),
      };
    case 'slider': {
      const { label, min, max, initial, step } = message;
      return { kind: 'slider', label, min, max, initial, step };
    }
    default:
      return null;
  }
}
