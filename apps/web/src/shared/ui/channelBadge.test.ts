import { channelTypes } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../i18n/testing/findMissingTranslations.ts';
import { channelMarks } from './ChannelBadge.tsx';

describe('ChannelBadge', () => {
  it('has a mark and a name for every channel type, and a name for any other', () => {
    expect(channelTypes.filter((type) => !(type in channelMarks))).toEqual([]);
    const names = [...channelTypes, 'other'].map((type) => `common:channels.${type}`);
    expect(findMissingTranslations(names)).toEqual([]);
  });
});
