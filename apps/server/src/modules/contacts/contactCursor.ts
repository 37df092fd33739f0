import { CatalogueError } from '../../app/CatalogueError.ts';

// The keyset cursor: the last row's sort key and id, opaque to the client (base64url JSON).
export const encodeCursor = (key: string, id: string) =>
  Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');

export function decodeCursor(cursor: string): { key: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      parsed[0].length <= 6000 &&
      parsed[1].length <= 64 &&
      !`${parsed[0]}${parsed[1]}`.includes('\u0000')
    )
      return { key: parsed[0], id: parsed[1] };
  } catch {
    // falls through to the refusal
  }
  throw new CatalogueError('contacts.cursorInvalid');
}
