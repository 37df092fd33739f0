import { createHmac } from 'node:crypto';

// Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of
// the full URL Twilio called followed by every POST parameter, sorted by name, as name + value.
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const pairs = [...params.entries()].sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
  );
  const data = pairs.reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

// Code-unit order, as Twilio's own libraries sort (not a locale-aware comparison).
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
