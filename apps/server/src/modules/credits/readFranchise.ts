import type { FranchiseState } from '@prosa/contracts';
import { creditMonth, franchiseState } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, consumption } from '../../db/schema/index.ts';

export interface Franchise {
  used: number;
  franchise: number;
  state: FranchiseState;
}

// The month's consumption (every unit the ledger charged) against the account's franchises by
// channel, added up, and where that leaves it: normal, ending or exceeded.
export async function readFranchise(db: Db, accountId: string, at: Date): Promise<Franchise> {
  const [account] = await db
    .select({ franchises: accounts.franchises })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [usage] = await db
    .select({ used: consumption.used })
    .from(consumption)
    .where(and(eq(consumption.accountId, accountId), eq(consumption.month, creditMonth(at))));
  const franchise = Object.values(account?.franchises ?? {}).reduce((sum, n) => sum + n, 0);
  const used = usage?.used ?? 0;
  return { used, franchise, state: franchiseState(used, franchise) };
}
