import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrationsFolder.ts';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

// A digest of the migrations folder: a migrated template built for one set of migrations is never
// served for another.
export function migrationsKey() {
  const hash = createHash('sha256');
  for (const file of listFiles(migrationsFolder)) hash.update(file).update(readFileSync(file));
  return hash;
}
