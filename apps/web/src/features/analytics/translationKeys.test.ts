import { analyticsLocationTypes, analyticsPresets, roomStatusNames } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { analyticsNav } from './analyticsPaths.ts';

describe('analytics texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Keys built from names: the presets, the pages, the location types, the statuses.
  const builtKeys = [
    ...analyticsPresets.map((preset) => `presets.${preset}`),
    ...analyticsNav.map((entry) => `pages.${entry.key}`),
    ...analyticsLocationTypes.flatMap((type) => [`locationTypes.${type}`, `pages.locationsTable.${type}`]),
    ...roomStatusNames.map((status) => `statuses.${status}`),
    ...['promoters', 'passives', 'detractors'].map((band) => `npsBands.${band}`),
    ...['countries', 'states', 'knowledgeResponses'].map((page) => `pages.${page}`),
    ...[
      'conversations',
      'finished',
      'abandoned',
      'transshipped',
      'satisfaction',
      'nps',
      'firstResponse',
      'handling',
      'hour',
      'day',
    ].map((column) => `columns.${column}`),
  ].map((key) => `analytics:${key}`);

  it('finds the keys in the source', () => {
    expect(keys).toContain('analytics:exportCsv');
    expect(keys).toContain('analytics:columns.firstResponse');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
