import { contactImportKeyBehaviours, contactImportStatuses } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('contact import texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Keys built from a value the source scan cannot see: statuses, behaviours, the job's failures.
  const builtKeys = [
    ...contactImportStatuses.map((status) => `contactImport:status.${status}`),
    ...contactImportKeyBehaviours.map((behaviour) => `contactImport:keyBehaviour.${behaviour}`),
    'errors:contactImport.authorGone',
    'errors:contactImport.failed',
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('contactImport:dialog.start');
    expect(keys).toContain('contactImport:item.rowError');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
