import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('bases texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('bases:spreadsheet.idHint');
    expect(keys).toContain('errors:bases.spreadsheetIdInvalid');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
