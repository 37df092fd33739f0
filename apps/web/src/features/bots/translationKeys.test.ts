import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('bots texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('bots:title');
    expect(keys).toContain('bots:tryDemo');
  });

  it('has a text for each of them, and for the refusal of a nameless bot, in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, 'errors:live.botNameRequired'])).toEqual([]);
  });
});
