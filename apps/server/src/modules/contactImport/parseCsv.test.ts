import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './parseCsv.ts';

const cells = (text: string) => parseCsv(text).map((row) => row.cells);

describe('parseCsv', () => {
  it('reads plain rows with CRLF or LF line ends and drops the BOM', () => {
    expect(cells('\ufeffNome,E-mail\r\nAna,ana@x.com\nBia,bia@x.com\n')).toEqual([
      ['Nome', 'E-mail'],
      ['Ana', 'ana@x.com'],
      ['Bia', 'bia@x.com'],
    ]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted cells', () => {
    expect(cells('a,b\n"x, y","linha 1\nlinha 2"\n"diz ""oi""",""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'linha 1\nlinha 2'],
      ['diz "oi"', ''],
    ]);
  });

  it('numbers rows by their first line in the file, counting breaks inside quotes and blank lines', () => {
    const rows = parseCsv('Nome,Obs\n"Ana","a\r\nb"\n\n,\nBia,c');
    expect(rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [1, 'Nome'],
      [2, 'Ana'],
      [6, 'Bia'],
    ]);
  });

  it('uses the delimiter the header uses most, outside quotes', () => {
    expect(detectDelimiter('Nome;E-mail;"a,b,c"\n1,2,3,4')).toBe(';');
    expect(detectDelimiter('Nome\tE-mail\n')).toBe('\t');
    expect(detectDelimiter('Nome')).toBe(',');
    expect(cells('Nome;Cidade\nAna;"São Paulo; SP"')).toEqual([
      ['Nome', 'Cidade'],
      ['Ana', 'São Paulo; SP'],
    ]);
  });

  it('reads a last row without a line end and an unterminated quote to the end', () => {
    expect(cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a\n"aberto\nfim')).toEqual([['a'], ['aberto\nfim']]);
  });

  it('keeps text after a closing quote in the same cell', () => {
    expect(cells('a,b\n"x"y,z')).toEqual([
      ['a', 'b'],
      ['xy', 'z'],
    ]);
  });

  it('answers no rows for an empty or blank file', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\ufeff\r\n , \n')).toEqual([]);
  });
});
