import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor } from './keysetCursor.ts';

describe('keyset cursor', () => {
  it('gives back the key and id it was made of', () => {
    expect(decodeKeysetCursor(encodeKeysetCursor('Ana Souza', 'abc123'), 'contacts.cursorInvalid')).toEqual({
      key: 'Ana Souza',
      id: 'abc123',
    });
  });

  it('refuses anything it did not make, or a key the list would not sort on', () => {
    const isTime = (key: string) => /^\d{4}-\d{2}-\d{2}T/.test(key);
    for (const bad of [
      '',
      'not-base64',
      Buffer.from('{"a":1}').toString('base64url'),
      encodeKeysetCursor('Ana', "x' or 1=1"),
      encodeKeysetCursor('a\u0000b', 'abc'),
      encodeKeysetCursor('x'.repeat(6001), 'abc'),
    ])
      expect(() => decodeKeysetCursor(bad, 'contacts.cursorInvalid')).toThrow(
        expect.objectContaining({ code: 'contacts.cursorInvalid' }),
      );
    expect(() =>
      decodeKeysetCursor(encodeKeysetCursor('yesterday', 'abc'), 'leads.cursorInvalid', isTime),
    ).toThrow(expect.objectContaining({ code: 'leads.cursorInvalid' }));
  });
});
