import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteTemplate } from './pgliteTemplate.ts';

// Each integration test file gets a database of its own: a fresh PGlite folder by default, or a
// fresh database on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways).
// `isEmpty` keeps the PGlite folder empty (it otherwise starts as a copy of the migrated template);
// a PostgreSQL database always starts empty.
export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

export async function createTestDatabase(options: { isEmpty?: boolean } = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'prosa-test-'));
    // A copy of the migrated template, unless the test is about what happens to an empty folder.
    if (!options.isEmpty) cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
    return {
      dataDir,
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `prosa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-test-'));
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Closed pools may still be saying goodbye: forcing the drop at once would kill those
      // connections mid-close, and their clients report it as an unhandled error.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
