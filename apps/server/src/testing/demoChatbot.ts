import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, bots } from '../db/schema/index.ts';

// The seeded Prosa Demo account's first chatbot: what a widget test talks to.
export async function demoChatbot(db: Db) {
  const [row] = await db
    .select({ id: bots.id, token: bots.token, accountId: accounts.id })
    .from(bots)
    .innerJoin(accounts, eq(accounts.id, bots.accountId))
    .where(eq(accounts.name, 'Prosa Demo'))
    .limit(1);
  if (!row) throw new Error('the demo chatbot is not seeded');
  return row;
}
