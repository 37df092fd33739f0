import { exhibitionTypes, languages, sortTypes } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('profile texts', () => {
  // The language choice's labels are built from the language list: add each of them.
  const languageNames = languages.map((language) => `common:languages.${language}`);
  // So are the attendant settings' choices and checkboxes.
  const attendantChoices = [
    ...sortTypes.map((value) => `profile:attendant.sortTypes.${value}`),
    ...exhibitionTypes.map((value) => `profile:attendant.exhibitionTypes.${value}`),
    ...['attendantBell', 'messageBell', 'exhibition'].map((name) => `profile:attendant.${name}`),
  ];
  const keys = [...findTranslationKeys(import.meta.dirname), ...languageNames, ...attendantChoices];

  it('finds the keys in the source', () => {
    expect(keys).toContain('profile:twoFactor.statusSms');
    expect(keys).toContain('errors:auth.passwordMismatch');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
