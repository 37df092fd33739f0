import type { ErrorCode } from '@prosa/contracts';
import { CatalogueError } from './CatalogueError.ts';

// A list's keyset cursor: the last row's sort key and id, opaque to the client (base64url JSON).
export const encodeKeysetCursor = (key: string, id: string) =>
  Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');

const idPattern = /^[\w-]{1,64}$/;
const anyKey = (key: string) => key.length <= 6000 && !key.includes('\u0000');

// Takes back only what encodeKeysetCursor could have made for this list: two strings, an id, and
// a key `isKey` accepts (both are bound as parameters, never spliced into SQL). Anything else is
// the list's `refusal`, a 400.
export function decodeKeysetCursor(
  cursor: string,
  refusal: ErrorCode,
  isKey: (key: string) => boolean = anyKey,
): { key: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      isKey(parsed[0]) &&
      idPattern.test(parsed[1])
    )
      return { key: parsed[0], id: parsed[1] };
  } catch {
    // falls through to the refusal
  }
  throw new CatalogueError(refusal);
}
