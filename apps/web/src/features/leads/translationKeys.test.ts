import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('leads texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // The table's headers are built from their names.
  const builtKeys = ['name', 'email', 'phone', 'chatbot', 'date', 'contact'].map(
    (key) => `leads:list.${key}`,
  );

  it('finds the keys in the source', () => {
    expect(keys).toContain('leads:list.loadMore');
    expect(keys).toContain('leads:detail.contactDeleted');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
