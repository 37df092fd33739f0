import { randomBytes } from 'node:crypto';

// ObjectId-like: 4 bytes of seconds then 8 random bytes, as 24 hex characters. Random enough to be
// unguessable in URLs, roughly time-ordered for indexes, and what the spec's search takes for an id.
export function newId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + randomBytes(8).toString('hex');
}

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
