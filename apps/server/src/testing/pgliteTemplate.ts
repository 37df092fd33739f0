import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installJobQueues } from './installJobQueues.ts';
import { migrationsKey } from './migrationsKey.ts';
import { testScratchDir } from './testScratchDir.ts';

// What the template depends on: the migrations, and the PGlite build that wrote its files.
function templateKey() {
  const hash = migrationsKey();
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(pglite).update(String(statSync(pglite).mtimeMs));
  return hash.digest('hex').slice(0, 16);
}

const templatePrefix = 'prosa-pglite-template-';

// Creating a PGlite cluster, migrating it and making the job queues takes seconds; copying a
// finished one takes a fraction of that. Test databases start as a copy of this migrated, unseeded
// template (installJobQueues.ts), built once per machine for each set of migrations. Processes
// racing to build it each build their own and the first rename wins.
export async function pgliteTemplate(): Promise<string> {
  const dir = join(testScratchDir(), `${templatePrefix}${templateKey()}`);
  if (existsSync(join(dir, 'ready'))) return join(dir, 'pglite');
  const building = mkdtempSync(join(testScratchDir(), 'prosa-pglite-building-'));
  await installJobQueues(building);
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  // Templates of earlier migrations are of no more use (and in /dev/shm they hold memory).
  for (const name of readdirSync(testScratchDir()))
    if (name.startsWith(templatePrefix) && join(testScratchDir(), name) !== dir)
      rmSync(join(testScratchDir(), name), { recursive: true, force: true });
  return join(dir, 'pglite');
}
