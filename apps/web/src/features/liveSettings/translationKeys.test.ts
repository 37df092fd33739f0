import { distributionTypes, languages, liveMessageKeys } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('live settings texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Keys built from a value at run time, which the source scan cannot see.
  const built = [
    ...distributionTypes.map((type) => `liveSettings:distributions.${type}`),
    ...liveMessageKeys.map((key) => `liveSettings:messages.keys.${key}`),
    ...languages.map((language) => `common:languages.${language}`),
    ...['behavior', 'messages', 'departments'].map((section) => `liveSettings:nav.${section}`),
    ...['email', 'sms', 'whatsapp', 'facebook'].map((channel) => `liveSettings:behavior.channels.${channel}`),
    ...['tags', 'tagsMandatory', 'monetaryValue', 'monetaryValueMandatory'].map(
      (option) => `liveSettings:behavior.finish.${option}`,
    ),
    ...['queue', 'queuePositionBroadcast', 'forcePass', 'checkIn'].map(
      (name) => `liveSettings:departments.${name}`,
    ),
    'liveSettings:behavior.minutes',
    'liveSettings:behavior.hours',
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('liveSettings:departments.create');
    expect(keys).toContain('errors:team.departmentNameRequired');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...built])).toEqual([]);
  });
});
