import type { LiveMessage } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { listItems } from './listItems.ts';

const stored = (seq: number, clientMessageId: string, sender: LiveMessage['sender']): LiveMessage => ({
  _id: `m${seq}`,
  conversationId: 'c1',
  seq,
  clientMessageId,
  sender,
  authorName: sender === 'bot' ? 'Prosa Bot' : 'Visitor',
  text: `text ${seq}`,
  attachment: null,
  statuses: ['sent'],
  createdAt: '2025-01-01T00:00:00.000Z',
});
const waiting = (clientMessageId: string, failed = false) => ({
  clientMessageId,
  text: 'waiting',
  attachment: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  failed,
});

describe('listItems', () => {
  it('lists stored messages, then waiting sends with the outbox state', () => {
    const items = listItems(
      [stored(1, 'client-a', 'customer'), stored(2, 'bot-2', 'bot')],
      [waiting('client-b'), waiting('client-c', true)],
    );
    expect(items.map((item) => [item.clientMessageId, item.isMine, item.delivery])).toEqual([
      ['client-a', true, { statuses: ['sent'] }],
      ['bot-2', false, null],
      ['client-b', true, { outbox: 'sending' }],
      ['client-c', true, { outbox: 'failed' }],
    ]);
  });

  it('shows once a send whose ack was lost but which came back stored', () => {
    const items = listItems([stored(1, 'client-a', 'customer')], [waiting('client-a')]);
    expect(items).toHaveLength(1);
    expect(items[0]?.delivery).toEqual({ statuses: ['sent'] });
  });
});
