import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// What the rest of the server needs from a database, whichever engine is behind it.
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  // Runs raw SQL with parameters; used by pg-boss and by the few statements drizzle cannot express.
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}
