import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Counts the SQL statements the server sends, by text, by wrapping the two drivers' query methods
// from the preloaded probe (the server's code stays as it is). Tells how many queries one chat
// message costs and which ones.
export function countQueries() {
  const counts = new Map<string, number>();
  const record = (query: unknown) => {
    const text = typeof query === 'string' ? query : (query as { text?: string })?.text;
    if (typeof text !== 'string') return;
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const prototype of [pg.Client.prototype, PGlite.prototype] as unknown as Array<
    Record<string, unknown>
  >) {
    const original = prototype.query as (...args: unknown[]) => unknown;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      record(args[0]);
      return original.apply(this, args);
    };
  }
  return {
    reset: () => counts.clear(),
    top: () => [...counts].sort((a, b) => b[1] - a[1]).map(([text, count]) => ({ count, text })),
  };
}
