import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './readCsvRecords.ts';

const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;

describe('readCsvRecords', () => {
  it('reads quoted fields with commas, quotes and line breaks, and names each record’s first line', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('keeps a last record without a line break, and empty fields', () => {
    expect(readCsvRecords('a,,c')).toEqual([{ line: 1, fields: ['a', '', 'c'] }]);
  });

  it('reads back any table written with quoted fields', () => {
    const table = fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 4 }), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(table, (rows) => {
        const text = rows.map((fields) => fields.map(quote).join(',')).join('\n');
        expect(readCsvRecords(text).map((record) => record.fields)).toEqual(rows);
      }),
    );
  });
});
