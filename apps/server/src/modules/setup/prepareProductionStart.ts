import { sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Env } from '../../app/env.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { createFirstAdministrator } from './createFirstAdministrator.ts';
import { refuseDemoPasswords } from './refuseDemoPasswords.ts';
import { SetupLink } from './SetupLink.ts';

// Production's start in place of the demo seed: no demo data ever. An empty database gets its first
// administrator from PROSA_ADMIN_EMAIL/PROSA_ADMIN_PASSWORD, or else a one-time setup link for the
// log; a database that has users must not hold any with the demo password.
export async function prepareProductionStart(db: Db, env: Env): Promise<{ setupLink: SetupLink | null }> {
  await refuseDemoPasswords(db, env.PROSA_ADMIN_EMAIL);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return { setupLink: null };
  if (env.PROSA_ADMIN_EMAIL && env.PROSA_ADMIN_PASSWORD) {
    const person = {
      email: env.PROSA_ADMIN_EMAIL.trim().toLowerCase(),
      name: 'Administrator',
      accountName: 'Prosa',
      password: env.PROSA_ADMIN_PASSWORD,
    };
    // A second process starting at the same moment finds the first one's administrator: fine.
    await createFirstAdministrator(db, person).catch((error) => {
      if (!(error instanceof CatalogueError && error.code === 'setup.alreadyDone')) throw error;
    });
    return { setupLink: null };
  }
  return { setupLink: new SetupLink() };
}
