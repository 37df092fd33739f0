import { sql } from 'drizzle-orm';
import { StartupRefusal } from '../../app/StartupRefusal.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed.ts';
import { verifyPassword } from '../identity/index.ts';

// A database first started as the demo holds accounts whose password is in the code. Production
// will not serve it until each of them has another password. Only the demo's own e-mails (and the
// administrator e-mail the demo may have been given) are checked, so a real database costs one
// indexed query and no password hashing.
export async function refuseDemoPasswords(db: Db, adminEmail: string | undefined) {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.email}) LIKE '%@prosa.demo' OR lower(${users.email}) LIKE '%@outra.demo'
        OR lower(${users.email}) = ${adminEmail?.toLowerCase() ?? ''}`,
    );
  const exposed: string[] = [];
  for (const user of candidates) {
    if (await verifyPassword(user.passwordHash, demoPassword)) exposed.push(user.email);
  }
  if (exposed.length === 0) return;
  throw new StartupRefusal(
    `PROSA_ENV=production refuses to start: these users still have the published demo password ` +
      `(change it, or remove them, or start from an empty database):\n  ${exposed.join('\n  ')}`,
  );
}
