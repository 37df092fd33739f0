import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './decodeTextFile.ts';

const utf16 = (text: string, endian: 'le' | 'be') => {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (endian === 'be') bytes.swap16();
  return new Uint8Array(bytes);
};

describe('decodeTextFile', () => {
  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    const text = 'Nome;Cidade\r\nJosé;São Paulo 👋\r\n';
    expect(decodeTextFile(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]))).toBe(text);
  });

  it('reads windows-1252 bytes, as Excel saves CSV on Windows', () => {
    // "José;São Paulo;ação €5" as windows-1252 writes it: é E9, ã E3, ç E7, € 80.
    const bytes = new Uint8Array([
      0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x53, 0xe3, 0x6f, 0x20, 0x50, 0x61, 0x75, 0x6c, 0x6f, 0x3b, 0x61, 0xe7,
      0xe3, 0x6f, 0x20, 0x80, 0x35,
    ]);
    expect(decodeTextFile(bytes)).toBe('José;São Paulo;ação €5');
  });

  it('reads UTF-16 in either byte order by its BOM', () => {
    const text = 'Nome\tCidade\r\nJosé\tSão Paulo\r\n';
    expect(decodeTextFile(utf16(text, 'le'))).toBe(text);
    expect(decodeTextFile(utf16(text, 'be'))).toBe(text);
  });

  it('reads an empty file as empty text', () => {
    expect(decodeTextFile(new Uint8Array())).toBe('');
  });
});
