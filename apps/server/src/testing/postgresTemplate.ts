import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { installJobQueues } from './installJobQueues.ts';
import { migrationsKey } from './migrationsKey.ts';
import { testScratchDir } from './testScratchDir.ts';
import { waitForNoSessions } from './waitForNoSessions.ts';

const templateLock = 727273;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

// Migrating an empty PostgreSQL database and making its job queues took about a second per test
// server; copying a prepared one (CREATE DATABASE … TEMPLATE, installJobQueues.ts) takes a fraction
// of that. The template is built once per server for each set of migrations, under an advisory
// lock so that parallel workers build it once; older templates are dropped then. Returns its name.
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `prosa_template_${migrationsKey().digest('hex').slice(0, 16)}`;
  return withClient(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'prosa\\_template\\_%' OR datname LIKE 'prosa\\_building\\_%'",
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      // Built under another name and renamed when complete: a build cut short is never copied.
      const building = `prosa_building_${process.pid}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const dataDir = mkdtempSync(join(testScratchDir(), 'prosa-template-'));
      try {
        await installJobQueues(dataDir, url.toString());
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      await waitForNoSessions(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  });
}
