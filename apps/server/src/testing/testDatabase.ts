import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteTemplate } from './pgliteTemplate.ts';
import { postgresTemplate } from './postgresTemplate.ts';
import { testScratchDir } from './testScratchDir.ts';
import { waitForNoSessions } from './waitForNoSessions.ts';

// Each integration test file gets a database of its own: a fresh PGlite folder by default, or a
// fresh database on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways).
// Either starts as a copy of a migrated, unseeded template, unless `isEmpty` asks for an empty one
// (a test of what the first start does).
export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

export async function createTestDatabase(options: { isEmpty?: boolean } = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(testScratchDir(), 'prosa-test-'));
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
  const template = options.isEmpty ? '' : ` TEMPLATE ${await postgresTemplate(serverUrl)}`;
  await admin.query(`CREATE DATABASE ${name}${template}`);
  // A throwaway database need not wait for each commit's WAL flush: the PostgreSQL pass left a
  // quarter of the machine idle waiting on the disk (docs/performance.md, "Test suite").
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(testScratchDir(), 'prosa-test-'));
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await waitForNoSessions(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
