import { sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
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

// Runs a template send paid with its credits: spent before it (one statement), given back when the
// send fails.
export async function paidWithCredits<T>(
  db: Db,
  accountId: string,
  cost: number,
  send: () => Promise<T>,
): Promise<T> {
  if (!(await spendCredits(db, accountId, cost))) throw new CatalogueError('hsm.notEnoughCredits');
  try {
    return await send();
  } catch (error) {
    await refundCredits(db, accountId, cost);
    throw error;
  }
}
