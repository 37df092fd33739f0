import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { partOfDay } from './partOfDay.ts';

describe('dashboard texts', () => {
  // The greeting's key is built from the part of the day: add every one the clock can give.
  const greetings = Array.from({ length: 24 }, (_, hour) => `dashboard:greeting.${partOfDay(hour)}`);
  const keys = [...findTranslationKeys(import.meta.dirname), ...greetings];

  it('finds the keys in the source', () => {
    expect(keys).toContain('dashboard:survey.submit');
    expect(keys).toContain('dashboard:deleteAccount.confirm');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
