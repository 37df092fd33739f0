import { numberStatuses, optOutChannels, optOutPermanences } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('number status and opt-out texts', () => {
  // The keys built at run time: one per status, action, channel, permanence and block reason.
  const built = [
    ...numberStatuses.map((status) => `numbers:statuses.${status}`),
    ...['reset', 'block', 'unblock'].map((action) => `numbers:action.${action}`),
    ...optOutChannels.map((channel) => `numbers:channels.${channel}`),
    ...optOutPermanences.map((permanence) => `numbers:permanence.${permanence}`),
    ...['messageFlood', 'pointReturns', 'repeatedJumps', 'manual'].map(
      (reason) => `numbers:blockReasons.${reason}`,
    ),
  ];
  const keys = [...findTranslationKeys(import.meta.dirname), ...built];

  it('finds the keys in the source', () => {
    expect(keys).toContain('numbers:lookup.submit');
    expect(keys).toContain('numbers:optOut.insert');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});
