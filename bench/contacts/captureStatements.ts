import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

// Drizzle sends every statement through `Pool#query` (PostgreSQL) or `PGlite#query`; while
// `capture` runs its work, each is also recorded (text and bound values), not changed.
let recording: Statement[] | null = null;

function record(first: unknown, values: unknown) {
  if (!recording) return;
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  recording.push({ text, values: Array.isArray(values) ? values : [] });
}

const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  record(args[0], args[1]);
  return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof poolQuery;

const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
  record(args[0], args[1]);
  return (pgliteQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgliteQuery;

export async function capture(work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  recording = statements;
  try {
    await work();
  } finally {
    recording = null;
  }
  return statements;
}
