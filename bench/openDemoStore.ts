import { and, eq } from 'drizzle-orm';
import { DomainEventBus } from '../apps/server/src/app/domainEvents.ts';
import { openDatabase } from '../apps/server/src/db/openDatabase.ts';
import { accounts, memberships, users } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';
import type { Store } from './benchOptionRules.ts';
import { createFreshStore } from './createFreshStore.ts';

// A fresh store seeded like a first start, open, with "Prosa Demo" and its administrator's request
// context: what the benches call the server's use cases with. `drop` closes and removes it; a
// failure here removes it too.
export async function openDemoStore(store: Store, postgresUrl: string, prefix: string) {
  const fresh = await createFreshStore(store, postgresUrl, prefix);
  const database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
  const drop = async () => {
    await database.close();
    await fresh.drop();
  };
  try {
    const { db } = database;
    await seedDemo(db);
    const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    if (!account) throw new Error('the demo seed has no "Prosa Demo"');
    const [admin] = await db
      .select({ userId: users.id, level: memberships.level })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, account.id)))
      .where(eq(users.email, 'admin@prosa.demo'));
    if (!admin) throw new Error('the demo seed has no administrator');
    const ctx = {
      db,
      events: new DomainEventBus(),
      accountId: account.id,
      userId: admin.userId,
      sessionId: 'bench',
      level: admin.level,
      language: 'pt-BR',
    };
    return { database, databaseUrl: fresh.databaseUrl, account, ctx, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
