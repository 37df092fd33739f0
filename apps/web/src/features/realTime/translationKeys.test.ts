import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('realTime texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('realTime:status.browsing');
    expect(keys).toContain('realTime:columns.timeOnSite');
  });

  it('has a text for each of them, and for every visitor status, in pt-BR, en-US and es', () => {
    const statuses = ['browsing', 'bot', 'attendant'].map((status) => `realTime:status.${status}`);
    expect(findMissingTranslations([...keys, ...statuses])).toEqual([]);
  });
});
