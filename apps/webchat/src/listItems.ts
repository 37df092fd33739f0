import type { AttachmentRef, LiveMessage } from '@prosa/contracts';
import type { OutboxEntry } from './outbox.ts';
import { textBesideChoices } from './textBesideChoices.ts';

export interface ListItem {
  key: string;
  isMine: boolean;
  authorName: string;
  text: string;
  attachment: AttachmentRef | null;
  // Only for the visitor's own messages: the outbox's word before the ack, else the status list.
  delivery: { outbox: 'sending' | 'failed' } | { statuses: readonly string[] } | null;
  clientMessageId: string;
}

// What the widget lists: the stored messages in seq order, then the visitor's sends still in the
// outbox. A send already stored (its ack was lost, the catch-up brought it) shows once.
export function listItems(stored: readonly LiveMessage[], outbox: readonly OutboxEntry[]): ListItem[] {
  const storedIds = new Set(stored.map((message) => message.clientMessageId));
  const items: ListItem[] = stored.map((message) => ({
    key: `seq:${message.conversationId}:${message.seq}`,
    isMine: message.sender === 'customer',
    authorName: message.authorName,
    text: textBesideChoices(message),
    attachment: message.attachment,
    delivery: message.sender === 'customer' ? { statuses: message.statuses } : null,
    clientMessageId: message.clientMessageId,
  }));
  for (const entry of outbox) {
    if (storedIds.has(entry.clientMessageId)) continue;
    items.push({
      key: `out:${entry.clientMessageId}`,
      isMine: true,
      authorName: '',
      text: entry.text,
      attachment: entry.attachment,
      delivery: { outbox: entry.failed ? 'failed' : 'sending' },
      clientMessageId: entry.clientMessageId,
    });
  }
  return items;
}
