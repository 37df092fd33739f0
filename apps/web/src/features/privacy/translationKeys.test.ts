import { privacyAuditActions } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('LGPD audit log texts', () => {
  // The keys built at run time: one per audited action.
  const built = privacyAuditActions.map((action) => `privacy:audit.actions.${action}`);
  const keys = [...findTranslationKeys(import.meta.dirname), ...built];

  it('finds the keys in the source', () => {
    expect(keys).toContain('privacy:audit.erasedContact');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
