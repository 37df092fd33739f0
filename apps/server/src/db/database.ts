import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface QueryOptions {
  prepare?: boolean;
}

// What the rest of the server needs from a database, whichever engine is behind it.
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  // Runs raw SQL with parameters; used by pg-boss and by the few statements drizzle cannot express.
  // `prepare`: a fixed text run on every message (a flow turn, a chat message): PostgreSQL parses
  // and plans it once per connection instead of on every call, where planning cost more than
  // running (docs/performance.md). Only for texts drawn from a small fixed set.
  query<Row = Record<string, unknown>>(
    text: string,
    values?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}
