import { crmDefaultSections, crmFilterConditions } from '@prosa/contracts';
import { roomStatuses } from '@prosa/domain';
import { describe, expect, it } from 'vitest';
import { defaultFieldTokens } from '../../shared/crm/fieldName.ts';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('contacts texts', () => {
  // Plural keys are looked up by their forms.
  const keys = findTranslationKeys(import.meta.dirname).filter(
    (key) => !['contacts:list.total', 'contacts:form.hidden'].includes(key),
  );
  // The keys built from a value that the source scan cannot see.
  const builtKeys = [
    ...defaultFieldTokens.map((token) => `contacts:defaultFields.${token}`),
    ...Object.values(crmFilterConditions).map((condition) => `contacts:conditions.${condition}`),
    ...crmDefaultSections.map((key) => `contacts:defaultSections.${key}`),
    ...['list.total', 'form.hidden'].flatMap((key) => [`contacts:${key}_one`, `contacts:${key}_other`]),
    // The timeline names a conversation's status by the live chat's texts.
    ...roomStatuses.map((status) => `live:status.${status}`),
    ...['requiredMissing', 'emailInvalid', 'cpfInvalid', 'cnpjInvalid', 'phoneInvalid', 'valueInvalid'].map(
      (code) => `errors:contacts.${code}`,
    ),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('contacts:list.loadMore');
    expect(keys).toContain('contacts:unsaved.keepEditing');
    expect(keys).toContain('contacts:timeline.fieldChanged');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
