import type { LiveMessage } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { countUnread } from './countUnread.ts';

const message = (seq: number, sender: LiveMessage['sender'], statuses = ['sent']): LiveMessage => ({
  _id: `m${seq}`,
  conversationId: 'c1',
  seq,
  clientMessageId: `client-${seq}`,
  sender,
  authorName: 'Ana',
  text: `text ${seq}`,
  attachment: null,
  statuses,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('countUnread', () => {
  it('counts the bot’s and attendants’ messages not yet read, never the visitor’s own', () => {
    const messages = [
      message(1, 'customer'),
      message(2, 'bot'),
      message(3, 'attendant'),
      message(4, 'customer'),
    ];
    expect(countUnread(messages, 0)).toBe(2);
  });

  it('forgets what the server marked read and what this page reported read', () => {
    const messages = [message(1, 'bot', ['sent', 'read']), message(2, 'attendant'), message(3, 'attendant')];
    expect(countUnread(messages, 0)).toBe(2);
    expect(countUnread(messages, 2)).toBe(1);
    expect(countUnread(messages, 3)).toBe(0);
  });
});
