import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabasePool, defaultDatabaseTimeoutMs } from './DatabasePool.ts';
import type { Database, Db } from './database.ts';
import { migrationsFolder } from './migrationsFolder.ts';
import * as schema from './schema/index.ts';
import { statementName } from './statementName.ts';

// `max` bounds the statements in flight: a chat message costs a round trip or two, so a busy live
// chat waits on the pool long before PostgreSQL itself is busy (docs/performance.md). `timeoutMs`
// bounds each statement and each wait for a connection (DatabasePool).
export async function openPostgres(
  connectionString: string,
  max = 20,
  timeoutMs = defaultDatabaseTimeoutMs,
): Promise<Database> {
  await migrateOnce(connectionString);
  const pool = new DatabasePool(connectionString, max, timeoutMs);
  // An idle connection the server drops (restart, failover) is reported here; unheard, the event
  // would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error('[database] idle connection lost:', error.message));
  const db = drizzle(pool, { schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    query: async (text, values, options) => {
      const config = {
        text,
        values: values as unknown[],
        name: options?.prepare ? statementName(text) : undefined,
      };
      const result = await pool.query(config);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}

// Several servers may start together on one database: an advisory lock lets one migrate at a time.
// On a connection of its own, free of the pool's statement limits: a migration may take minutes.
async function migrateOnce(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727272)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the connection releases the lock too; a failed unlock (a lost connection) changes nothing.
    await client.query('SELECT pg_advisory_unlock(727272)').catch(() => undefined);
    await client.end();
  }
}
