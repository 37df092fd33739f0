import { describe, expect, it } from 'vitest';
import { tallyStored } from './tallyStored.ts';

describe('tallyStored', () => {
  it('counts stored, lost and duplicated messages per channel by provider id', () => {
    const offered = new Map([
      ['a', 3],
      ['b', 2],
      ['c', 1],
    ]);
    const rows = [
      { channelId: 'a', clientMessageId: 'cloud:1' },
      { channelId: 'a', clientMessageId: 'cloud:2' },
      { channelId: 'a', clientMessageId: 'cloud:2' },
      { channelId: 'a', clientMessageId: 'cloud:3' },
      { channelId: 'b', clientMessageId: 'rbm:1' },
      { channelId: 'x', clientMessageId: 'other:1' },
    ];
    expect(Object.fromEntries(tallyStored(offered, rows))).toEqual({
      a: { stored: 3, lost: 0, duplicated: 1 },
      b: { stored: 1, lost: 1, duplicated: 0 },
      c: { stored: 0, lost: 1, duplicated: 0 },
    });
  });
});
