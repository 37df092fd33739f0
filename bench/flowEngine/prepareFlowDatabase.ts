import { and, eq } from 'drizzle-orm';
import { DomainEventBus } from '../../apps/server/src/app/domainEvents.ts';
import { openDatabase } from '../../apps/server/src/db/openDatabase.ts';
import { accounts, bots, memberships, users } from '../../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../../apps/server/src/db/seed.ts';
import { publishFlow } from '../../apps/server/src/modules/flows/publishFlow.ts';
import { saveFlowDraft } from '../../apps/server/src/modules/flows/saveFlowDraft.ts';
import { createFreshStore } from '../createFreshStore.ts';
import { benchFlowDocument } from './benchFlowDocument.ts';
import type { Store } from './parseOptions.ts';

// A fresh database for one run (a new PostgreSQL database, or a new PGlite folder copied from the
// migrated template), seeded like a first start, with the bench flow saved and published on the
// demo chatbot by its administrator through the same use cases as PUT …/flow and POST …/publish.
export async function prepareFlowDatabase(store: Store, postgresUrl: string) {
  const fresh = await createFreshStore(store, postgresUrl, 'prosa-bench-flow');
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
    const [bot] = await db.select().from(bots).where(eq(bots.accountId, account.id));
    const [admin] = await db
      .select({ userId: users.id, level: memberships.level })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, account.id)))
      .where(eq(users.email, 'admin@prosa.demo'));
    if (!bot || !admin) throw new Error('the demo seed has no chatbot or no administrator');
    const ctx = {
      db,
      events: new DomainEventBus(),
      accountId: account.id,
      userId: admin.userId,
      sessionId: 'bench',
      level: admin.level,
      language: 'pt-BR',
    };
    await saveFlowDraft(ctx, bot.id, benchFlowDocument);
    await publishFlow(ctx, bot.id);
    return { database, databaseUrl: fresh.databaseUrl, bot, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
