import { sendingDomainStatuses } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('sending domain texts', () => {
  // The keys built at run time: one per status and record purpose.
  const built = [
    ...sendingDomainStatuses.map((status) => `domains:status.${status}`),
    ...['dkim', 'spf', 'tracking'].map((purpose) => `domains:purposes.${purpose}`),
  ];
  const keys = [...findTranslationKeys(import.meta.dirname), ...built];

  it('finds the keys in the source', () => {
    expect(keys).toContain('domains:records.copyData');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
