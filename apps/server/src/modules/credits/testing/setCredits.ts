import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { creditLots } from '../../../db/schema/index.ts';
import { addCreditLot } from '../addCreditLot.ts';
import { readCreditBalance } from '../readCreditBalance.ts';

// Tests: the account holds exactly `credits` purchased credits, in one fresh lot (none for 0).
export async function setCredits(db: Db, accountId: string, credits: number, at = new Date()) {
  await db.delete(creditLots).where(eq(creditLots.accountId, accountId));
  if (credits > 0) await addCreditLot(db, accountId, credits, at);
}

// Tests: the purchased credits the account can spend now.
export async function creditBalance(db: Db, accountId: string, at = new Date()) {
  return (await readCreditBalance(db, accountId, at)).balance;
}
