import { createHmac, timingSafeEqual } from 'node:crypto';

// How long a provider may fetch an upload by its link. Meta, Twilio and Gupshup fetch a media
// message's link within seconds of accepting the send; a day covers a provider's own retries, and
// each send attempt signs a fresh link, so a retried send never carries a stale one.
export const mediaLinkLifetimeMs = 24 * 60 * 60 * 1000;

// The links' own key, derived from the server's secret key: a leaked link signature says nothing
// about the key that seals channel secrets.
const linkKeyOf = (secretKey: Buffer) =>
  createHmac('sha256', secretKey).update('prosa media link v1').digest();

const signatureOf = (secretKey: Buffer, attachmentId: string, expires: number) =>
  createHmac('sha256', linkKeyOf(secretKey)).update(`${attachmentId}.${expires}`).digest('base64url');

// The public link a provider fetches one upload from: `baseUrl` (PUBLIC_URL or the server's
// address, no trailing slash) + /media/:id?expires=<unix seconds>&signature=<HMAC-SHA256>.
export function mediaLinkUrl(secretKey: Buffer, baseUrl: string, attachmentId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + mediaLinkLifetimeMs) / 1000);
  const signature = signatureOf(secretKey, attachmentId, expires);
  return `${baseUrl}/media/${encodeURIComponent(attachmentId)}?expires=${expires}&signature=${signature}`;
}

export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

// A link as presented: the signature is compared in constant time before the expiry is looked at,
// so a forged link learns nothing from the answer but "invalid".
export function checkMediaLink(
  secretKey: Buffer,
  link: { attachmentId: string; expires: string; signature: string },
  now: Date,
): MediaLinkCheck {
  if (!/^\d{1,12}$/.test(link.expires)) return 'invalid';
  const expires = Number(link.expires);
  const expected = Buffer.from(signatureOf(secretKey, link.attachmentId, expires));
  const presented = Buffer.from(link.signature);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
