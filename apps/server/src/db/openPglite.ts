import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database.ts';
import { migrationsFolder } from './migrationsFolder.ts';
import * as schema from './schema/index.ts';

// PGlite has one session: a failed statement inside a multi-statement text leaves it in an aborted
// transaction, so every raw failure is followed by a ROLLBACK (a no-op outside a transaction).
export async function openPglite(dataDir: string): Promise<Database> {
  // The extension set must be the same at every open, or queries on its types fail.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder });

  const query = async <Row>(text: string, values: unknown[] = []) => {
    try {
      // Parameterless text may hold several statements (pg-boss sends such batches): exec runs them all.
      if (values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Row[] };
      }
      const result = await client.query<Row>(text, values);
      return { rows: result.rows };
    } catch (error) {
      // The statement's own error is the one thrown; a failed ROLLBACK adds nothing to it.
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };

  return { kind: 'pglite', db, query, close: () => client.close() };
}
