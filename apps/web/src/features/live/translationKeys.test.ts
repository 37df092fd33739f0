import { flowChannels, liveBoxes, numberStatuses, roomStatusNames } from '@prosa/contracts';
import { displayedDeliveryStatuses } from '@prosa/domain';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { liveShortcuts } from './model/liveShortcut.ts';
import { numberBlockReasons } from './numberStatus/numberStatusRows.ts';

// Keys built at run time (boxes, statuses, delivery states, sorts, finish checks, number statuses)
// are listed here.
const builtKeys = [
  ...liveBoxes.map((box) => `live:box.${box}`),
  ...displayedDeliveryStatuses.map((status) => `live:delivery.${status}`),
  ...roomStatusNames.map((status) => `live:status.${status}`),
  ...['-11', '11', '-12', '12'].map((sort) => `live:sort.${sort}`),
  ...['conversation', 'intelligence', 'navigation', 'data'].map((tab) => `live:room.tab.${tab}`),
  ...['customer', 'attendant', 'bot', 'system'].map((sender) => `live:sender.${sender}`),
  ...['online', 'away', 'offline'].map((presence) => `live:presence.${presence}`),
  ...numberStatuses.map((status) => `live:numberStatus.status.${status}`),
  ...numberBlockReasons.map((reason) => `live:numberStatus.reason.${reason}`),
  ...flowChannels.map((channel) => `live:numberStatus.channel.${channel}`),
  ...liveShortcuts.map(({ action }) => `live:shortcuts.${action}`),
  'errors:live.finishTagRequired',
  'errors:live.finishValueRequired',
  'live:finish.valueInvalid',
];

describe('live texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('live:actions.take');
    expect(keys).toContain('live:room.intelligenceLater');
    expect(keys).toContain('live:numberStatus.blockQuestion');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations([...keys, ...builtKeys])).toEqual([]);
  });
});
