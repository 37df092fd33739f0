import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTrackingToken, trackEmailHtml, trackingToken } from './emailTracking.ts';

const secretKey = randomBytes(32);
const base = 'https://prosa-track.loja.example.com';

describe('e-mail tracking links', () => {
  it('reads back what it signed, and nothing signed with another key or changed', () => {
    const click = { kind: 'click', recipientId: 'r1', url: 'https://loja.example.com/a?b=1' } as const;
    const token = trackingToken(secretKey, click);
    expect(readTrackingToken(secretKey, token)).toEqual(click);
    expect(readTrackingToken(randomBytes(32), token)).toBeNull();
    const [, mac] = token.split('.');
    const other = Buffer.from('c r2 https://loja.example.com/a?b=1').toString('base64url');
    expect(readTrackingToken(secretKey, `${other}.${mac}`)).toBeNull();
    expect(readTrackingToken(secretKey, 'nada')).toBeNull();
  });

  it('never redirects to a target that is not http(s), even signed', () => {
    const token = trackingToken(secretKey, { kind: 'click', recipientId: 'r1', url: 'javascript:alert(1)' });
    expect(readTrackingToken(secretKey, token)).toBeNull();
  });

  it('tracks the http(s) links and adds the open pixel, leaving other links as written', () => {
    const html = trackEmailHtml(
      '<body><a href="https://x.example.com/?a=1&amp;b=2">x</a><a href="mailto:a@b.com">m</a></body>',
      { secretKey, recipientId: 'r1', base },
    );
    const href = /href="([^"]+\/t\/c\/[^"]+)"/.exec(html)?.[1] ?? '';
    const token = href.split('/').at(-1) ?? '';
    expect(readTrackingToken(secretKey, token)).toEqual({
      kind: 'click',
      recipientId: 'r1',
      url: 'https://x.example.com/?a=1&b=2',
    });
    expect(html).toContain('href="mailto:a@b.com"');
    expect(html).toMatch(/<img src="https:\/\/prosa-track\.loja\.example\.com\/t\/o\/[^"]+"[^>]*><\/body>$/);
  });
});
