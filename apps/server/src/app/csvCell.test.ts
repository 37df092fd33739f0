import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, withoutFormulaGuard } from './csvCell.ts';
import { readCsvRecords } from './readCsvRecords.ts';

// What a spreadsheet splitting on `delimiter` without honouring quotes would see as cells.
const naiveCells = (line: string, delimiter: string) => line.split(delimiter);
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell.replace(/^"/, ''));

describe('csvCell', () => {
  it('quotes every cell and prefixes formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+5511912345678')).toBe(`"'+5511912345678"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('Ana = Bia')).toBe('"Ana = Bia"');
    expect(csvCell('')).toBe('""');
  });

  it('guards a formula start after any separator inside the cell', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('a,@b|-c\n+d\t=e')).toBe(`"a,'@b|'-c\n'+d\t'=e"`);
  });

  it('leaves no cell a spreadsheet would run, whatever delimiter it splits on', () => {
    const risky = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', ',', ';', '|', 'x', '"'),
    });
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 4 }), (values) => {
        const line = csvLine(values).slice(0, -2);
        for (const delimiter of [',', ';', '\t', '|'])
          for (const cell of naiveCells(line, delimiter))
            expect(isFormula(cell), JSON.stringify(line)).toBe(false);
      }),
    );
  });

  it('reads back through the reader and the import unguard as the original values', () => {
    const values = ['=1+1', 'São Paulo, SP', 'diz "oi"', '+55 11 91234-5678', "'já tinha", 'x;=1+1', 'a\nb'];
    const [record] = readCsvRecords(csvLine(values)) ?? [];
    expect(record?.cells.map(withoutFormulaGuard)).toEqual(values);
  });
});
