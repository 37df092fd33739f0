import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastSeqOf, mergeMessages, type SequencedMessage } from './mergeMessages.ts';

const message = (seq: number, statuses: string[] = ['sent']) => ({ seq, statuses, text: `message ${seq}` });

describe('mergeMessages', () => {
  it('orders by seq and keeps one copy of a message that arrives twice', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('never loses a status already seen when a stale copy arrives', () => {
    const merged = mergeMessages([message(1, ['sent', 'read'])], [message(1, ['sent'])]);
    expect(merged[0]?.statuses).toEqual(['sent', 'read']);
    const newer = mergeMessages([message(1, ['sent'])], [message(1, ['sent', 'delivered'])]);
    expect(newer[0]?.statuses).toEqual(['sent', 'delivered']);
  });

  it('keeps the newest copy of a message heard twice (socket and catch-up)', () => {
    const merged = mergeMessages([message(1), message(2)], [{ ...message(2), text: 'edited' }, message(3)]);
    expect(merged.map((m) => m.text)).toEqual(['message 1', 'edited', 'message 3']);
  });

  it('returns the same list when nothing arrives', () => {
    const shown = [message(1)];
    expect(mergeMessages(shown, [])).toBe(shown);
  });

  it('whatever the arrival order and repeats, shows each seq once in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 60 }), (seqs) => {
        let shown: Array<SequencedMessage & { text: string }> = [];
        for (const seq of seqs) shown = mergeMessages(shown, [message(seq)]);
        const expected = [...new Set(seqs)].sort((a, b) => a - b);
        expect(shown.map((m) => m.seq)).toEqual(expected);
        expect(lastSeqOf(shown)).toBe(expected.at(-1) ?? 0);
      }),
    );
  });
});
