import {
  answerValidations,
  collectionFields,
  conditionOperators,
  flowLineTypes,
  messageKinds,
} from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('flows texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // The keys built from a value (t(`types.${line.type}`)) that the source scan cannot see.
  const builtKeys = [
    ...flowLineTypes.map((type) => `flows:types.${type}`),
    ...answerValidations.map((validation) => `flows:validations.${validation}`),
    ...collectionFields.map((field) => `flows:collectionFields.${field}`),
    ...['image', 'video', 'document'].map((kind) => `flows:viewer.media.${kind}`),
    ...messageKinds.map((kind) => `flows:pro.messageKinds.${kind}`),
    ...conditionOperators.map((operator) => `flows:pro.operators.${operator}`),
    ...['next', 'error', 'noResponse', 'notFound', 'button', 'rule', 'following'].map(
      (kind) => `flows:pro.jumpKinds.${kind}`,
    ),
    ...['button', 'rule'].map((kind) => `flows:pro.slots.${kind}`),
    ...['type', 'fields', 'jump'].map((step) => `flows:pro.steps.${step}`),
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('flows:editor.save');
    expect(keys).toContain('flows:viewer.effects.handoff');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
