import type { LiveMessage } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import {
  createPendingSend,
  markInFlightNotSubmitted,
  markPending,
  sendsToRetry,
  settlePending,
} from './pendingSends.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const first = createPendingSend('c1', { text: 'Olá' }, 'id-1', now);
const second = createPendingSend('c1', { text: 'Tudo bem?', attachmentId: 'a1' }, 'id-2', now);

describe('pending sends', () => {
  it('shows a new send at once as sending, keyed by its clientMessageId', () => {
    expect(first).toEqual({
      clientMessageId: 'id-1',
      conversationId: 'c1',
      text: 'Olá',
      attachmentId: null,
      createdAt: now.toISOString(),
      state: 'sending',
    });
  });

  it('marks a send without an ack as not submitted, keeping its clientMessageId for the retry', () => {
    const marked = markPending([first, second], 'id-1', 'notSubmitted');
    expect(marked[0]).toMatchObject({ clientMessageId: 'id-1', state: 'notSubmitted' });
    expect(marked[1]?.state).toBe('sending');
  });

  it('marks every send in flight as not submitted when the connection drops', () => {
    const refused = { ...second, state: 'refused' as const };
    expect(markInFlightNotSubmitted([first, refused]).map((send) => send.state)).toEqual([
      'notSubmitted',
      'refused',
    ]);
  });

  it('drops a send once the server stored it, whether by ack or through the room', () => {
    const stored = { clientMessageId: 'id-2', seq: 4 } as LiveMessage;
    expect(settlePending([first, second], [stored])).toEqual([first]);
    const unchanged = [first];
    expect(settlePending(unchanged, [stored])).toBe(unchanged);
  });

  it('retries after a reconnect whatever was never acknowledged, not what the server refused', () => {
    const pending = [
      markPending([first], 'id-1', 'notSubmitted')[0],
      second,
      markPending([{ ...second, clientMessageId: 'id-3' }], 'id-3', 'refused', 'live.messageEmpty')[0],
    ].filter((send) => send !== undefined);
    expect(sendsToRetry(pending).map((send) => send.clientMessageId)).toEqual(['id-1', 'id-2']);
  });
});
