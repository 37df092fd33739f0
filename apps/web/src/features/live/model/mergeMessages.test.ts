import type { LiveMessage } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './mergeMessages.ts';

const message = (seq: number, statuses: string[] = ['sent']): LiveMessage => ({
  _id: `m${seq}`,
  conversationId: 'c1',
  seq,
  clientMessageId: `client-${seq}`,
  sender: 'customer',
  authorName: 'Ana',
  text: `text ${seq}`,
  attachment: null,
  statuses,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('mergeMessages', () => {
  it('orders messages by seq whatever order they arrive in', () => {
    const merged = mergeMessages([message(3)], [message(1), message(2)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps one copy of a message heard twice (socket and catch-up), the newest', () => {
    const merged = mergeMessages([message(1), message(2)], [message(2, ['sent', 'read']), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(merged[1]?.statuses).toEqual(['sent', 'read']);
  });

  it('returns the same list when nothing arrives', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});
