import { describe, expect, it } from 'vitest';
import { decodeLeadCursor, encodeLeadCursor } from './leadCursor.ts';

describe('lead cursor', () => {
  it('gives back the time and id it was made of', () => {
    const cursor = encodeLeadCursor('2026-11-24T17:30:00.123456', 'abc123');
    expect(decodeLeadCursor(cursor)).toEqual({ createdAt: '2026-11-24T17:30:00.123456', id: 'abc123' });
  });

  it('refuses anything it did not make', () => {
    for (const bad of [
      '',
      'not-base64',
      encodeLeadCursor('yesterday', 'abc'),
      encodeLeadCursor('2026-11-24T17:30:00.123456', "x' or 1=1"),
    ])
      expect(() => decodeLeadCursor(bad)).toThrow(expect.objectContaining({ code: 'leads.cursorInvalid' }));
  });
});
