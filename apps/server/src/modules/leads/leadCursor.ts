import { CatalogueError } from '../../app/CatalogueError.ts';

// The keyset cursor of the leads list: the last row's creation time (microseconds, UTC, as the
// database wrote it) and id, opaque to the client.
export const encodeLeadCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');

const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export function decodeLeadCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      timePattern.test(parsed[0]) &&
      /^[\w-]{1,64}$/.test(parsed[1])
    )
      return { createdAt: parsed[0], id: parsed[1] };
  } catch {
    // falls through to the refusal
  }
  throw new CatalogueError('leads.cursorInvalid');
}
