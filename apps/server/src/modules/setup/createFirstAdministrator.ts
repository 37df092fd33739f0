import { levels, modules } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { accounts, memberships, users } from '../../db/schema/index.ts';
import { createDefaultCrm } from '../contacts/index.ts';
import { hashPassword } from '../identity/index.ts';

export interface FirstAdministrator {
  email: string;
  name: string;
  accountName: string;
  password: string;
}

// Creates the first user of a production database: an account and its owning administrator. The
// table lock makes "no user yet" and the insert one step, so two processes (or two setup links)
// racing on an empty database leave exactly one first administrator.
export async function createFirstAdministrator(db: Db, person: FirstAdministrator) {
  const passwordHash = await hashPassword(person.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) throw new CatalogueError('setup.alreadyDone');
    const accountId = newId();
    const userId = newId();
    await tx.insert(accounts).values({ id: accountId, name: person.accountName, modules: [...modules] });
    await tx.insert(users).values({ id: userId, name: person.name, email: person.email, passwordHash });
    await tx.insert(memberships).values({
      accountId,
      userId,
      role: 'administrator',
      level: levels.administrator,
      isOwner: true,
    });
    await createDefaultCrm(tx, accountId);
    return { accountId, userId };
  });
}
