import { contactIdentityChannels } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('contact identities texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Channel names are looked up by the channel.
  const builtKeys = [
    ...contactIdentityChannels.map((channel) => `contactIdentities:channels.${channel}`),
    ...['mergeSameContact', 'mergeTypeMismatch', 'editLocked'].map((code) => `errors:contacts.${code}`),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('contactIdentities:merge.consequences');
    expect(keys).toContain('contactIdentities:panel.title');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
