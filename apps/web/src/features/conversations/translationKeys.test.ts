import { channelTypes, conversationSortOptions, roomStatusNames } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { periodChoices } from './conversationSearch.ts';

describe('conversations texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);
  // Keys built from values: columns, periods, live codes, states, sorts, channels and senders.
  const builtKeys = [
    ...['protocol', 'contact', 'channel', 'chatbot', 'status', 'attendant', 'startedAt', 'lastMessageAt'].map(
      (key) => `columns.${key}`,
    ),
    ...periodChoices.map((code) => `periods.${code}`),
    ...['none', '1', '2', '3', '4', '5'].map((code) => `live.${code}`),
    ...['all', 'finished', 'incomplete'].map((key) => `finished.${key}`),
    ...conversationSortOptions.map((sort) => `sort.${sort}`),
    ...channelTypes.map((channel) => `channels.${channel}`),
    ...roomStatusNames.map((status) => `statuses.${status}`),
    ...['customer', 'attendant', 'bot', 'system'].map((sender) => `senders.${sender}`),
  ].map((key) => `conversations:${key}`);

  it('finds the keys in the source', () => {
    expect(keys).toContain('conversations:list.reset');
    expect(keys).toContain('conversations:forward.sent');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
