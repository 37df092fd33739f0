import type { LiveMessage } from '@prosa/contracts';

// Messages from the bot or an attendant the visitor has not read: not marked read by the server
// (so a reload remembers) and after the last read this page reported. The launcher shows the count
// while the widget is closed — how a visitor notices an attendant who started the conversation.
export const countUnread = (messages: readonly LiveMessage[], lastReadSeq: number) =>
  messages.filter(
    (message) =>
      message.sender !== 'customer' && message.seq > lastReadSeq && !message.statuses.includes('read'),
  ).length;
