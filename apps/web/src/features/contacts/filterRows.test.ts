import { describe, expect, it } from 'vitest';
import { rowsToFilters } from './filterRows.ts';

describe('rowsToFilters', () => {
  it('keeps only complete rows, and filled or empty without a value', () => {
    expect(
      rowsToFilters([
        { fieldId: 'f1', condition: 1, value: 'Ouro' },
        { fieldId: 'f1', condition: 5, value: '' },
        { fieldId: '', condition: 1, value: 'x' },
        { fieldId: 'f2', condition: null, value: 'x' },
        { fieldId: 'f2', condition: 3, value: '' },
        { fieldId: 'f2', condition: 4, value: 'x' },
      ]),
    ).toEqual([
      { fieldId: 'f1', condition: 1, value: 'Ouro' },
      { fieldId: 'f2', condition: 3, value: '' },
      { fieldId: 'f2', condition: 4, value: '' },
    ]);
  });
});
