import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, withoutFormulaGuard } from './csvCell.ts';
import { parseCsv } from './parseCsv.ts';

describe('csvCell', () => {
  it('prefixes cells a spreadsheet would run as formulas with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+5511912345678')).toBe("'+5511912345678");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Ana = Bia')).toBe('Ana = Bia');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('')).toBe('');
  });

  it('reads back through the parser and the import unguard as the original values', () => {
    const values = ['=1+1', 'São Paulo, SP', 'diz "oi"', '+55 11 91234-5678', "'já tinha"];
    const [row] = parseCsv(csvLine(values));
    expect(row?.cells.map(withoutFormulaGuard)).toEqual(values);
  });
});
