import { contactTypes, crmDefaultSections, crmFieldTypes, crmRoles } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { defaultFieldTokens } from '../../shared/crm/fieldName.ts';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('custom fields texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // The keys built from a value that the source scan cannot see.
  const builtKeys = [
    ...defaultFieldTokens.map((token) => `crmFields:defaultFields.${token}`),
    ...crmFieldTypes.map((type) => `crmFields:fieldTypes.${type}`),
    ...crmRoles.map((role) => `crmFields:roles.${role}`),
    ...crmDefaultSections.map((key) => `crmFields:defaultSections.${key}`),
    ...contactTypes.flatMap((type) => [`crmFields:types.${type}`, `crmFields:typeTabs.${type}`]),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('crmFields:sections.create');
    expect(keys).toContain('errors:crm.tokenInvalid');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
