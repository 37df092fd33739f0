import { createHmac, timingSafeEqual } from 'node:crypto';
import { trackingLabel } from '@prosa/domain';

// Opens and clicks of a broadcast's e-mail (issue 18), through the sending domain's tracking host
// (`prosa-track.<domain>`, the CNAME the domain's records ask for, pointing at Prosa). Each link
// carries a token naming the recipient — and, for a click, the target — with an HMAC keyed from the
// server's key: nobody can forge one for another recipient, nor make the redirect go anywhere the
// sent message did not link to (the target is inside the MAC, and only http(s) targets are taken).

export type TrackingEvent =
  | { kind: 'open'; recipientId: string }
  | { kind: 'click'; recipientId: string; url: string };

const macLength = 32;
const keyOf = (secretKey: Buffer) =>
  createHmac('sha256', secretKey).update('broadcast-email-tracking').digest();
const macOf = (secretKey: Buffer, payload: string) =>
  createHmac('sha256', keyOf(secretKey)).update(payload).digest('base64url').slice(0, macLength);
const isWebUrl = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export function trackingToken(secretKey: Buffer, event: TrackingEvent) {
  const payload = event.kind === 'open' ? `o ${event.recipientId}` : `c ${event.recipientId} ${event.url}`;
  return `${Buffer.from(payload).toString('base64url')}.${macOf(secretKey, payload)}`;
}

// What a token says, when its MAC holds (and a click's target is a web address); null otherwise.
export function readTrackingToken(secretKey: Buffer, token: string): TrackingEvent | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const payload = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(secretKey, payload));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [kind, recipientId = '', ...rest] = payload.split(' ');
  const url = rest.join(' ');
  if (kind === 'o' && recipientId) return { kind: 'open', recipientId };
  if (kind === 'c' && recipientId && isWebUrl(url)) return { kind: 'click', recipientId, url };
  return null;
}

export const trackingPaths = { open: '/t/o/', click: '/t/c/' } as const;

// The tracking host of a sending domain, with the scheme Prosa is reached by.
export const trackingBaseOf = (publicBase: string, domain: string) =>
  `${new URL(publicBase).protocol}//${trackingLabel}.${domain}`;

const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// The HTML as it is sent to one recipient: each http(s) link through the click redirect, and the
// open pixel at the end of the body. Other links (mailto:, tel:, anchors) are left as written.
export function trackEmailHtml(
  html: string,
  input: { secretKey: Buffer; recipientId: string; base: string },
) {
  const tracked = html.replace(
    /(<a\b[^>]*?\bhref\s*=\s*)(["'])([^"']*)\2/gi,
    (whole, start: string, _quote: string, href: string) => {
      const url = decodeEntities(href.trim());
      if (!isWebUrl(url)) return whole;
      const token = trackingToken(input.secretKey, { kind: 'click', recipientId: input.recipientId, url });
      return `${start}"${escapeAttribute(`${input.base}${trackingPaths.click}${token}`)}"`;
    },
  );
  const token = trackingToken(input.secretKey, { kind: 'open', recipientId: input.recipientId });
  const pixel = `<img src="${input.base}${trackingPaths.open}${token}" width="1" height="1" alt="" style="display:none">`;
  return /<\/body>/i.test(tracked) ? tracked.replace(/<\/body>/i, `${pixel}</body>`) : `${tracked}${pixel}`;
}
