import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, bots } from '../../db/schema/index.ts';

// The demo page talks to the seeded demo account's first chatbot (by creation, then id).
export async function findDemoBotToken(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ token: bots.token })
    .from(bots)
    .innerJoin(accounts, eq(accounts.id, bots.accountId))
    .where(eq(accounts.name, 'Prosa Demo'))
    .orderBy(asc(bots.createdAt), asc(bots.id))
    .limit(1);
  return row?.token ?? null;
}
