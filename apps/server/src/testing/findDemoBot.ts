import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, bots } from '../db/schema/index.ts';

// The seeded chatbot of Prosa Demo, whose token the widget's tests connect with.
export async function findDemoBot(db: Db) {
  const [prosa] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const [bot] = await db
    .select()
    .from(bots)
    .where(eq(bots.accountId, prosa?.id ?? ''));
  if (!bot) throw new Error('no demo bot');
  return bot;
}
