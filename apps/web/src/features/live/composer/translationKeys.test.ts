import { channelTypes } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../../shared/i18n/testing/findTranslationKeys.ts';

describe('composer texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('composer:message');
    expect(keys).toContain('composer:locked');
    expect(keys).toContain('errors:live.microphoneNeeded');
  });

  it('has a text for each of them, and for the attachment refusals, in pt-BR, en-US and es', () => {
    const refusals = [
      'errors:live.fileFormat',
      'errors:live.fileTooLarge',
      'errors:live.clipboardNeeded',
      'errors:live.textOverChannelLimit',
      'errors:live.mediaNotOnChannel',
    ];
    // Built from the channel's limits (composerLimitsOf).
    const channelTexts = [
      ...channelTypes.map((channel) => `common:channels.${channel}`),
      ...['image', 'video', 'audio', 'file'].map((kind) => `composer:customerSees.kinds.${kind}`),
      'composer:customerSees.buttons.widget',
      'composer:customerSees.buttons.numbered',
    ];
    expect(findMissingTranslations([...keys, ...refusals, ...channelTexts])).toEqual([]);
  });
});
