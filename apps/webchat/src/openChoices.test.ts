import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { openChoices } from './openChoices.ts';

const menu: MessageChoices = {
  kind: 'buttons',
  presentation: 'buttons',
  options: [
    { key: 'ven', value: 'Comprar' },
    { key: 'sup', value: 'Suporte' },
  ],
};
const stored = (
  seq: number,
  sender: LiveMessage['sender'],
  choices: MessageChoices | null = null,
): LiveMessage => ({
  _id: `m${seq}`,
  conversationId: 'c1',
  seq,
  clientMessageId: `client-${seq}`,
  sender,
  authorName: '',
  text: `text ${seq}`,
  attachment: null,
  choices,
  statuses: ['sent'],
  createdAt: '2025-01-01T00:00:00.000Z',
});
const waiting = {
  clientMessageId: 'client-x',
  text: 'Comprar',
  attachment: null,
  createdAt: '',
  failed: false,
};

describe('openChoices', () => {
  it('offers the latest bot message’s choices, system notices after it aside', () => {
    const question = stored(2, 'bot', menu);
    expect(openChoices([stored(1, 'customer'), question], [])).toEqual({ message: question, choices: menu });
    expect(openChoices([question, stored(3, 'system')], [])?.message).toBe(question);
  });

  it('closes them once the visitor sent something after, even while it waits in the outbox', () => {
    expect(openChoices([stored(1, 'bot', menu), stored(2, 'customer')], [])).toBeNull();
    expect(openChoices([stored(1, 'bot', menu)], [waiting])).toBeNull();
    expect(openChoices([stored(1, 'bot', menu)], [{ ...waiting, failed: true }])).toBeNull();
  });

  it('offers nothing when an attendant or a later bot message without choices spoke last', () => {
    expect(openChoices([stored(1, 'bot', menu), stored(2, 'attendant')], [])).toBeNull();
    expect(openChoices([stored(1, 'bot', menu), stored(2, 'bot')], [])).toBeNull();
    expect(openChoices([], [])).toBeNull();
  });
});
