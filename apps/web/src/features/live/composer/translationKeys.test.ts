import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../../shared/i18n/testing/findTranslationKeys.ts';

describe('composer texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('composer:message');
    expect(keys).toContain('composer:locked');
    expect(keys).toContain('errors:live.microphoneNeeded');
  });

  it('has a text for each of them, and for the attachment refusals, in pt-BR, en-US and es', () => {
    const refusals = ['errors:live.fileFormat', 'errors:live.fileTooLarge', 'errors:live.clipboardNeeded'];
    expect(findMissingTranslations([...keys, ...refusals])).toEqual([]);
  });
});
