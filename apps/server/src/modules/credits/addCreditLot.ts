import { creditLotExpiry } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { accounts, creditLots } from '../../db/schema/index.ts';

// A purchase of credits: a lot that lasts the account plan's validity from `at` (6 months by
// default, or never). The provider's staff add it when they sell credits; the seed and tests too.
export async function addCreditLot(db: Db, accountId: string, credits: number, at: Date = new Date()) {
  const [account] = await db
    .select({ validity: accounts.creditValidityMonths })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [lot] = await db
    .insert(creditLots)
    .values({
      id: newId(),
      accountId,
      source: 'purchase',
      credits,
      remaining: credits,
      startsAt: at,
      expiresAt: creditLotExpiry(at, account ? account.validity : null),
    })
    .returning();
  return lot;
}
