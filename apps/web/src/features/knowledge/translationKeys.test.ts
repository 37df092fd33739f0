import { knowledgeAnswerStates, knowledgeResponseTypes, questionStatuses } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('knowledge texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // The keys built from a value (t(`states.${state}.label`)) that the source scan cannot see.
  const builtKeys = [
    ...knowledgeAnswerStates.flatMap((state) => [
      `knowledge:states.${state}.label`,
      `knowledge:states.${state}.hint`,
    ]),
    ...knowledgeResponseTypes.map((type) => `knowledge:responseTypes.${type}`),
    ...questionStatuses.map((status) => `knowledge:statuses.${status}`),
    ...['text', 'url', 'caption', 'department', 'random'].map(
      (field) => `knowledge:questions.responseFields.${field}`,
    ),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('knowledge:bases.create');
    expect(keys).toContain('errors:knowledge.intentionDuplicate');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
