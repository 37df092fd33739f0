import {
  broadcastChannelTypes,
  broadcastCountsSchema,
  broadcastDispatchStatuses,
  broadcastTemplateCategories,
  broadcastTemplateStatuses,
  emailDeliveryCodes,
  whatsappDeliveryCodes,
} from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findCountedKeys, findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { reasonKey } from './reasonKey.ts';

describe('broadcast texts', () => {
  // The keys built at run time: one per category, state, quality and count.
  const built = [
    ...broadcastTemplateCategories.map((category) => `broadcast:category.${category}`),
    ...broadcastTemplateStatuses.map((status) => `broadcast:templateStatus.${status}`),
    ...broadcastDispatchStatuses.map((status) => `broadcast:dispatchStatus.${status}`),
    ...['warning', 'blocked'].map((quality) => `broadcast:quality.${quality}`),
    ...Object.keys(broadcastCountsSchema.shape).map((name) => `broadcast:counts.${name}`),
    ...broadcastChannelTypes.map((type) => `broadcast:channelType.${type}`),
    // Why recipients ended undelivered (reasonKey): the skips' texts, and every delivery code's.
    ...['optedOut', 'blocked', ...whatsappDeliveryCodes, ...emailDeliveryCodes, 'unknown'].map(reasonKey),
  ];
  const keys = [...findTranslationKeys(import.meta.dirname), ...built];

  it('finds the keys in the source', () => {
    expect(keys).toContain('broadcast:form.submit');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys, findCountedKeys(import.meta.dirname))).toEqual([]);
  });
});
