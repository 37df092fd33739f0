import { describe, expect, it } from 'vitest';
import { parseIntentionList, parseQuestionsCsv as parseRecords } from './parseQuestionsCsv.ts';

// Records as the server's CSV reader gives them, one per line here.
const parseQuestionsCsv = (text: string) =>
  parseRecords(
    text
      .split('\n')
      .map((row, index) => ({ line: index + 1, cells: row.split(',') }))
      .filter((record) => record.cells.join('') !== ''),
  );

describe('parseQuestionsCsv', () => {
  it('reads the three columns by their header, in any order and case', () => {
    const csv = 'Response,TITLE,intentions\nDas 8h às 18h,Qual o horário?,horario:3;abre:2\n';
    expect(parseQuestionsCsv(csv)).toEqual({
      isValid: true,
      rows: [
        { line: 2, title: 'Qual o horário?', intentions: 'horario:3;abre:2', response: 'Das 8h às 18h' },
      ],
      badLines: [],
    });
  });

  it('sets aside records with another number of fields, by line', () => {
    const csv = 'title,intentions,response\nA,a:1,r\nB,b:1\nC,c:1,r,extra\nD,d:1,r\n';
    const parsed = parseQuestionsCsv(csv);
    expect(parsed).toMatchObject({ isValid: true, badLines: [3, 4] });
    expect(parsed.isValid && parsed.rows.map((row) => row.line)).toEqual([2, 5]);
  });

  it('refuses a file without the header or without rows', () => {
    expect(parseQuestionsCsv('')).toEqual({ isValid: false, problem: 'empty' });
    expect(parseQuestionsCsv('title,intentions,response\n')).toEqual({ isValid: false, problem: 'empty' });
    expect(parseQuestionsCsv('titulo,intencoes,resposta\nA,a:1,r')).toEqual({
      isValid: false,
      problem: 'header',
    });
  });
});

describe('parseIntentionList', () => {
  it('reads word:weight pairs separated by semicolons', () => {
    expect(parseIntentionList(' horario:3 ; codigo rastreio:4;')).toEqual([
      { word: 'horario', weight: 3 },
      { word: 'codigo rastreio', weight: 4 },
    ]);
    expect(parseIntentionList('')).toEqual([]);
  });

  it('refuses a pair without a whole-number weight instead of guessing', () => {
    expect(parseIntentionList('horario')).toBeNull();
    expect(parseIntentionList('horario:alto')).toBeNull();
    expect(parseIntentionList('horario:2.5')).toBeNull();
  });
});
