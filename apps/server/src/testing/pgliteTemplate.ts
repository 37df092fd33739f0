import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrationsFolder.ts';
import { openPglite } from '../db/openPglite.ts';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

// What the template depends on: the migrations, and the PGlite build that wrote its files.
function templateKey() {
  const hash = createHash('sha256');
  for (const file of listFiles(migrationsFolder)) hash.update(file).update(readFileSync(file));
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(pglite).update(String(statSync(pglite).mtimeMs));
  return hash.digest('hex').slice(0, 16);
}

// Creating a PGlite cluster and migrating it takes seconds; copying a finished one takes a fraction
// of that. Test databases start as a copy of this migrated, unseeded template, built once per
// machine for each set of migrations. Processes racing to build it each build their own and the
// first rename wins.
export async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `prosa-pglite-template-${templateKey()}`);
  if (existsSync(join(dir, 'ready'))) return join(dir, 'pglite');
  const building = mkdtempSync(join(tmpdir(), 'prosa-pglite-building-'));
  const database = await openPglite(join(building, 'pglite'));
  await database.close();
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return join(dir, 'pglite');
}
