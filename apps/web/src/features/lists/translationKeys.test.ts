import { listChannels, listSources } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findCountedKeys, findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('lists texts', () => {
  // The keys built at run time: one per channel (its name and its CSV rule), source and status.
  const built = [
    ...listChannels.flatMap((channel) => [`lists:channels.${channel}`, `lists:rules.${channel}`]),
    ...listSources.map((source) => `lists:sources.${source}`),
    'lists:statuses.failed',
  ];
  const keys = [...findTranslationKeys(import.meta.dirname), ...built];

  it('finds the keys in the source', () => {
    expect(keys).toContain('lists:import.fileHint');
  });

  it('has a text for each of them in pt-BR, en-US and es, plural forms included', () => {
    const counted = [...findCountedKeys(import.meta.dirname), 'lists:statuses.ready'];
    expect(findMissingTranslations(keys, counted)).toEqual([]);
  });
});
