import { describe, expect, it } from 'vitest';
import { checkMediaLink, mediaLinkLifetimeMs, mediaLinkUrl } from './mediaLink.ts';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-05-01T12:00:00Z');

const linkOf = (url: string) => {
  const parsed = new URL(url);
  return {
    attachmentId: decodeURIComponent(parsed.pathname.split('/').pop() ?? ''),
    expires: parsed.searchParams.get('expires') ?? '',
    signature: parsed.searchParams.get('signature') ?? '',
  };
};

describe('media links', () => {
  const url = mediaLinkUrl(key, 'https://prosa.example', 'att_123', now);

  it('signs a link under /media that checks as valid until it expires', () => {
    expect(url).toMatch(/^https:\/\/prosa\.example\/media\/att_123\?expires=\d+&signature=[\w-]{43}$/);
    expect(checkMediaLink(key, linkOf(url), now)).toBe('valid');
    const last = new Date(now.getTime() + mediaLinkLifetimeMs - 1000);
    expect(checkMediaLink(key, linkOf(url), last)).toBe('valid');
  });

  it('refuses the link once expired', () => {
    const after = new Date(now.getTime() + mediaLinkLifetimeMs);
    expect(checkMediaLink(key, linkOf(url), after)).toBe('expired');
  });

  it('refuses a link whose id, expiry or signature was altered', () => {
    const link = linkOf(url);
    expect(checkMediaLink(key, { ...link, attachmentId: 'att_124' }, now)).toBe('invalid');
    expect(checkMediaLink(key, { ...link, expires: String(Number(link.expires) + 3600) }, now)).toBe(
      'invalid',
    );
    const flipped = `${link.signature.slice(0, -1)}${link.signature.endsWith('A') ? 'B' : 'A'}`;
    expect(checkMediaLink(key, { ...link, signature: flipped }, now)).toBe('invalid');
    expect(checkMediaLink(key, { ...link, signature: '' }, now)).toBe('invalid');
    expect(checkMediaLink(key, { ...link, expires: '1e20' }, now)).toBe('invalid');
  });

  it('refuses a link signed with another key', () => {
    const other = mediaLinkUrl(Buffer.alloc(32, 8), 'https://prosa.example', 'att_123', now);
    expect(checkMediaLink(key, linkOf(other), now)).toBe('invalid');
  });
});
