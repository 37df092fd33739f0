import { channelTypes, messageTextMaxLength } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { checkComposerMessage, composerLimitsOf } from './composerLimitsOf.ts';

describe('composerLimitsOf', () => {
  it.each([
    ['telegram', 4096],
    ['messenger', 2000],
    ['instagram', 1000],
    ['whatsapp', 4096],
    ['rcs', 3072],
    ['sms', messageTextMaxLength],
    ['webchat', messageTextMaxLength],
    ['email', messageTextMaxLength],
  ])('gives %s messages of at most %i characters', (channel, max) => {
    expect(composerLimitsOf(channel).textMax).toBe(max);
  });

  it('never lets a channel take more than the live chat stores', () => {
    for (const channel of channelTypes)
      expect(composerLimitsOf(channel).textMax).toBeLessThanOrEqual(messageTextMaxLength);
  });

  it('says how each channel shows media and a flow’s buttons', () => {
    const summary = (channel: string) => {
      const { media, mediaAsLink, segments, buttons, replyButtons } = composerLimitsOf(channel);
      return { media, mediaAsLink, segments, buttons, replyButtons };
    };
    expect(summary('sms')).toEqual({
      media: [],
      mediaAsLink: true,
      segments: true,
      buttons: 'numbered',
      replyButtons: 0,
    });
    expect(summary('instagram')).toMatchObject({
      media: ['image', 'video', 'audio'],
      buttons: 'replyButtons',
    });
    expect(summary('whatsapp')).toMatchObject({
      media: ['image', 'video', 'audio', 'file'],
      buttons: 'replyButtons',
      replyButtons: 3,
    });
    expect(summary('messenger')).toMatchObject({ replyButtons: 13, mediaAsLink: false, segments: false });
    expect(summary('webchat').buttons).toBe('widget');
  });

  it('takes an unknown channel name as webchat', () => {
    expect(composerLimitsOf('fax').channel).toBe('webchat');
  });
});

describe('checkComposerMessage', () => {
  it('refuses a text over the channel’s limit, not one at it', () => {
    expect(checkComposerMessage('instagram', { text: 'a'.repeat(1000) })).toBeNull();
    expect(checkComposerMessage('instagram', { text: 'a'.repeat(1001) })).toBe('live.textOverChannelLimit');
    expect(checkComposerMessage('messenger', { text: 'a'.repeat(2001) })).toBe('live.textOverChannelLimit');
    expect(checkComposerMessage('telegram', { text: 'a'.repeat(4096) })).toBeNull();
  });

  it('refuses a file the channel does not deliver; SMS sends any as its link', () => {
    expect(checkComposerMessage('instagram', { text: '', mime: 'application/pdf' })).toBe(
      'live.mediaNotOnChannel',
    );
    expect(checkComposerMessage('instagram', { text: '', mime: 'image/png' })).toBeNull();
    expect(checkComposerMessage('whatsapp', { text: '', mime: 'application/pdf' })).toBeNull();
    expect(checkComposerMessage('sms', { text: '', mime: 'application/pdf' })).toBeNull();
  });
});
