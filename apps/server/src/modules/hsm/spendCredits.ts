import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

// Checks and spends the account's credits in one statement: two sends racing for the last credit
// cannot both pass. False when they do not suffice.
export async function spendCredits(db: Db, accountId: string, cost: number): Promise<boolean> {
  const result = await db.execute(sql`
    update accounts set credits = credits - ${cost}::int
    where id = ${accountId} and credits >= ${cost}::int
    returning credits`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

// Gives back what a send spent when it could not go out after all.
export async function refundCredits(db: Db, accountId: string, cost: number) {
  await db.execute(sql`update accounts set credits = credits + ${cost}::int where id = ${accountId}`);
}
