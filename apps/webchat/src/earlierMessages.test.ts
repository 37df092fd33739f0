import type { LiveMessage } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { mergeEarlier } from './earlierMessages.ts';

const message = (conversationId: string, seq: number, minute: number): LiveMessage => ({
  _id: `${conversationId}-${seq}`,
  conversationId,
  seq,
  clientMessageId: `c-${conversationId}-${seq}`,
  sender: 'customer',
  authorName: 'Visitante',
  text: `${conversationId} ${seq}`,
  attachment: null,
  choices: null,
  statuses: ['sent'],
  createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('mergeEarlier', () => {
  it('keeps conversations in the order they began, each in sequence, newest last', () => {
    const history = [message('a', 1, 1), message('a', 2, 2), message('b', 1, 10)];
    const left = [message('c', 2, 20), message('c', 1, 20)];
    expect(mergeEarlier(history, left).map((m) => m.text)).toEqual(['a 1', 'a 2', 'b 1', 'c 1', 'c 2']);
  });

  it('shows a message once when the history and the conversation just left both bring it', () => {
    const left = [message('b', 1, 10), message('b', 2, 11)];
    const history = [message('a', 1, 1), ...left];
    expect(mergeEarlier(left, history).map((m) => m._id)).toEqual(['a-1', 'b-1', 'b-2']);
  });
});
