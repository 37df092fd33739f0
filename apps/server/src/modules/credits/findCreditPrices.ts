import { type CreditKind, defaultCreditPrices } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditPrices } from '../../db/schema/index.ts';

// The account's price of one unit of `kind`: its own row in the price table, else the default.
export async function findCreditPrice(db: Db, accountId: string, kind: CreditKind): Promise<number> {
  const [row] = await db
    .select({ credits: creditPrices.credits })
    .from(creditPrices)
    .where(and(eq(creditPrices.accountId, accountId), eq(creditPrices.kind, kind)));
  return row?.credits ?? defaultCreditPrices[kind];
}

// The whole price table of the account, defaults filled in.
export async function findCreditPrices(db: Db, accountId: string): Promise<Record<CreditKind, number>> {
  const rows = await db.select().from(creditPrices).where(eq(creditPrices.accountId, accountId));
  return { ...defaultCreditPrices, ...Object.fromEntries(rows.map((row) => [row.kind, row.credits])) };
}
