import type { OutboundMessage } from '@prosa/flow-engine';

// A balloon as the chat's text message: the webchat shows text, so buttons become a numbered list
// (the customer answers with the number, the value or the key) and media their caption and link.
export function renderOutput(message: OutboundMessage): string {
  switch (message.kind) {
    case 'text':
      return message.text;
    case 'image':
    case 'video':
      return [message.caption, message.url].filter(Boolean).join('\n');
    case 'document':
      return [message.fileName, message.url].filter(Boolean).join('\n');
    case 'carousel':
      return message.cards
        .map((card) => [card.title, card.description, card.url].filter(Boolean).join('\n'))
        .join('\n\n');
    case 'buttons':
      return [message.text, ...message.buttons.map((button, index) => `${index + 1}. ${button.value}`)]
        .filter(Boolean)
        .join('\n');
    case 'slider':
      return [message.text, `${message.label} (${message.min}–${message.max})`.trim()]
        .filter(Boolean)
        .join('\n');
  }
}
