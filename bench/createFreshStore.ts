import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteTemplate } from '../apps/server/src/testing/pgliteTemplate.ts';
import type { Store } from './benchOptionRules.ts';

// An empty store for one bench run: a new database on the PostgreSQL server of `postgresUrl`, or a
// new PGlite folder copied from the migrated template. `drop` removes it (and the folder) again.
export async function createFreshStore(store: Store, postgresUrl: string, prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (store === 'pg') {
    const name = `${prefix.replaceAll('-', '_')}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
  }
  const drop = async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, databaseUrl, drop };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
