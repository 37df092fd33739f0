import { eq } from 'drizzle-orm';
import { bots } from '../../apps/server/src/db/schema/index.ts';
import { publishFlow } from '../../apps/server/src/modules/flows/publishFlow.ts';
import { saveFlowDraft } from '../../apps/server/src/modules/flows/saveFlowDraft.ts';
import { openDemoStore } from '../openDemoStore.ts';
import { benchFlowDocument } from './benchFlowDocument.ts';
import type { Store } from './parseOptions.ts';

// A fresh database for one run (a new PostgreSQL database, or a new PGlite folder copied from the
// migrated template), seeded like a first start, with the bench flow saved and published on the
// demo chatbot by its administrator through the same use cases as PUT …/flow and POST …/publish.
export async function prepareFlowDatabase(store: Store, postgresUrl: string) {
  const { database, databaseUrl, account, ctx, drop } = await openDemoStore(
    store,
    postgresUrl,
    'prosa-bench-flow',
  );
  try {
    const [bot] = await database.db.select().from(bots).where(eq(bots.accountId, account.id));
    if (!bot) throw new Error('the demo seed has no chatbot');
    await saveFlowDraft(ctx, bot.id, benchFlowDocument);
    await publishFlow(ctx, bot.id);
    return { database, databaseUrl, bot, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
