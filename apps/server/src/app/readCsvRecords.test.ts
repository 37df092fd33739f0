import { decodeTextFile } from '@prosa/domain';
import { describe, expect, it } from 'vitest';
import { detectCsvDelimiter } from './detectCsvDelimiter.ts';
import { readCsvRecords } from './readCsvRecords.ts';

const cells = (text: string) => readCsvRecords(text)?.map((record) => record.cells);
// The bytes as a spreadsheet program saves them, read the way the importers read an upload.
const fromBytes = (bytes: Uint8Array) => cells(decodeTextFile(bytes));

describe('readCsvRecords', () => {
  it('reads a windows-1252 file with ";" as Brazilian Excel saves it', () => {
    // "Nome;Cidade\r\nJosé;São Paulo\r\n": é is E9 and ã E3 in windows-1252.
    const bytes = new Uint8Array([
      ...Buffer.from('Nome;Cidade\r\nJos', 'latin1'),
      0xe9,
      0x3b,
      0x53,
      0xe3,
      ...Buffer.from('o Paulo\r\n', 'latin1'),
    ]);
    expect(fromBytes(bytes)).toEqual([
      ['Nome', 'Cidade'],
      ['José', 'São Paulo'],
    ]);
  });

  it('reads UTF-16LE with its BOM, tab-separated (Excel’s "Unicode text")', () => {
    const bytes = Buffer.from('\ufeffNome\tCidade\r\nJosé\tSão Paulo\r\n', 'utf16le');
    expect(bytes[0]).toBe(0xff);
    expect(fromBytes(new Uint8Array(bytes))).toEqual([
      ['Nome', 'Cidade'],
      ['José', 'São Paulo'],
    ]);
  });

  it('reads UTF-8 with a BOM, and a BOM left in already decoded text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Nome,E-mail\r\nJosé,jose@x.com\n')]);
    expect(fromBytes(bytes)).toEqual([
      ['Nome', 'E-mail'],
      ['José', 'jose@x.com'],
    ]);
    expect(cells('\ufeffNome\nAna')).toEqual([['Nome'], ['Ana']]);
  });

  it('splits a comma file on commas even when its header holds more semicolons', () => {
    const text = 'Nome,Observações (ex.: a; b; c),E-mail\nAna,"x; y",ana@x.com\nBia,z,bia@x.com\n';
    expect(detectCsvDelimiter(text)).toBe(',');
    expect(cells(text)).toEqual([
      ['Nome', 'Observações (ex.: a; b; c)', 'E-mail'],
      ['Ana', 'x; y', 'ana@x.com'],
      ['Bia', 'z', 'bia@x.com'],
    ]);
  });

  it('detects each delimiter by consistent column counts', () => {
    expect(detectCsvDelimiter('Nome;E-mail;"a,b,c"\nAna;a@x;1\n')).toBe(';');
    expect(detectCsvDelimiter('Nome\tE-mail\nAna\ta@x\n')).toBe('\t');
    expect(detectCsvDelimiter('Nome|E-mail\nAna|a@x, b@x\n')).toBe('|');
    expect(detectCsvDelimiter('Nome\nAna, a Bia\n')).toBe(',');
  });

  it('detects on the first lines of a long file, also when a quoted cell runs past the sample', () => {
    expect(detectCsvDelimiter(`Nome;Cidade\n${'Ana;Recife, PE\n'.repeat(10_000)}`)).toBe(';');
    const longNote = `"${'linha, com vírgula\n'.repeat(5_000)}"`;
    expect(detectCsvDelimiter(`Nome;Nota\nAna;${longNote}\nBia;curta\n`)).toBe(';');
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted cells', () => {
    expect(cells('a,b\n"x, y","linha 1\nlinha 2"\n"diz ""oi""",""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'linha 1\nlinha 2'],
      ['diz "oi"', ''],
    ]);
  });

  it('numbers records by their first line, counting breaks inside quotes, blank lines and mixed endings', () => {
    const records = readCsvRecords('Nome,Obs\n"Ana","a\r\nb"\n\n,\r\nBia,c\rCaio,"d\re"\nDé,f');
    expect(records?.map((record) => [record.line, record.cells[0]])).toEqual([
      [1, 'Nome'],
      [2, 'Ana'],
      [6, 'Bia'],
      [7, 'Caio'],
      [9, 'Dé'],
    ]);
  });

  it('keeps a stray quote inside an unquoted cell and reads a last row without a line end', () => {
    expect(cells('a,b\n1 "x",2')).toEqual([
      ['a', 'b'],
      ['1 "x"', '2'],
    ]);
  });

  it('answers null for a quote never closed, and no records for an empty or blank file', () => {
    expect(readCsvRecords('a\n"aberto\nfim')).toBeNull();
    expect(readCsvRecords('')).toEqual([]);
    expect(readCsvRecords('\ufeff\r\n , \n')).toEqual([]);
  });
});
