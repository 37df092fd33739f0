import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import type { OutboxEntry } from './outbox.ts';

// The bot's question the visitor may still answer with its controls: the latest message, system
// notices aside, when it is the bot's and offers choices. Anything the visitor sent after it (even
// a send still in the outbox) or an attendant's message answers it, and its controls go.
export function openChoices(
  messages: readonly LiveMessage[],
  outbox: readonly OutboxEntry[],
): { message: LiveMessage; choices: MessageChoices } | null {
  if (outbox.length > 0) return null;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (!message || message.sender === 'system') continue;
    return message.sender === 'bot' && message.choices ? { message, choices: message.choices } : null;
  }
  return null;
}
