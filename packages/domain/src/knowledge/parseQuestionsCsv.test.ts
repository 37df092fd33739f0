import { describe, expect, it } from 'vitest';
import { parseIntentionList, readQuestionCsvHeader, readQuestionCsvRow } from './parseQuestionsCsv.ts';

describe('readQuestionCsvHeader and readQuestionCsvRow', () => {
  it('reads the three columns by their header, in any order and case', () => {
    const columns = readQuestionCsvHeader(['Response', ' TITLE ', 'intentions']);
    expect(columns).toEqual({ count: 3, title: 1, intentions: 2, response: 0 });
    if (!columns) return;
    expect(
      readQuestionCsvRow(
        { line: 2, cells: ['Das 8h às 18h', 'Qual o horário?', 'horario:3;abre:2'] },
        columns,
      ),
    ).toEqual({
      line: 2,
      title: 'Qual o horário?',
      intentions: 'horario:3;abre:2',
      response: 'Das 8h às 18h',
    });
  });

  it('sets aside a record with another number of fields than the header', () => {
    const columns = readQuestionCsvHeader(['title', 'intentions', 'response']);
    if (!columns) throw new Error('no columns');
    expect(readQuestionCsvRow({ line: 3, cells: ['B', 'b:1'] }, columns)).toBeNull();
    expect(readQuestionCsvRow({ line: 4, cells: ['C', 'c:1', 'r', 'extra'] }, columns)).toBeNull();
  });

  it('refuses a header without the three columns', () => {
    expect(readQuestionCsvHeader(['titulo', 'intencoes', 'resposta'])).toBeNull();
    expect(readQuestionCsvHeader(['title', 'response'])).toBeNull();
    expect(readQuestionCsvHeader([])).toBeNull();
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
