import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './hasUnstorableText.ts';

describe('hasUnstorableText', () => {
  it('finds a NUL or a lone surrogate in any string, key or nested value', () => {
    expect(hasUnstorableText('a\u0000')).toBe(true);
    expect(hasUnstorableText({ list: [{ text: 'x\ud800' }] })).toBe(true);
    expect(hasUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(hasUnstorableText(['ok', ['\udfff']])).toBe(true);
  });

  it('accepts text PostgreSQL stores: emoji (surrogate pairs), tabs, line breaks, other controls', () => {
    expect(hasUnstorableText({ text: 'olá 👋🏽\t\r\n\u0001', n: 1, b: true, nothing: null })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });

  it('leaves raw bytes alone and walks deep nesting without overflowing the stack', () => {
    expect(hasUnstorableText({ file: Buffer.from([0, 0, 0]) })).toBe(false);
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(hasUnstorableText(deep)).toBe(true);
  });
});
