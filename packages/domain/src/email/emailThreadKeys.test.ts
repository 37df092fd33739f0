import { describe, expect, it } from 'vitest';
import { emailMessageId, emailThreadKeys, ownMessageIdOf } from './emailThreadKeys.ts';

describe('emailThreadKeys', () => {
  it('puts In-Reply-To first, then References from the newest', () => {
    expect(
      emailThreadKeys({ inReplyTo: '<c@x.com>', references: '<a@x.com> <b@y.com>\r\n <c@x.com>' }),
    ).toEqual(['<c@x.com>', '<b@y.com>', '<a@x.com>']);
  });
  it('reads References given as a list and nothing at all', () => {
    expect(emailThreadKeys({ references: ['<a@x.com>', '<b@x.com>'] })).toEqual(['<b@x.com>', '<a@x.com>']);
    expect(emailThreadKeys({})).toEqual([]);
  });
});

describe('ownMessageIdOf', () => {
  it('finds our message id in our Message-ID, on our domains only', () => {
    const id = emailMessageId('019abc-def_1', 'acme.com');
    expect(ownMessageIdOf(id, ['acme.com'])).toBe('019abc-def_1');
    expect(ownMessageIdOf(id, ['other.com'])).toBeNull();
    expect(ownMessageIdOf('<CAF=xyz@mail.gmail.com>', ['acme.com'])).toBeNull();
  });
});
