import { attendantListVisibilities, viewRules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('users texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Keys built from a value: every value of the list must have its text.
  const builtKeys = [
    ...viewRules.map((rule) => `users:viewRules.${rule}`),
    ...attendantListVisibilities.map((value) => `users:visibility.${value}`),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('users:create');
    expect(keys).toContain('users:roles.junior');
    expect(keys).toContain('errors:users.avatarInvalid');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
