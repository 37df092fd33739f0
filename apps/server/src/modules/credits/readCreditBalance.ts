import { creditMonth } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

export interface CreditBalance {
  // Purchased credits usable now.
  balance: number;
  // What a generative query may spend: the purchased balance plus the month's free AI credits
  // (counted whole until the month's first query makes their lot).
  aiCredits: number;
}

// The account's balance at `at`, read from its unexpired lots.
export async function readCreditBalance(db: Db, accountId: string, at: Date): Promise<CreditBalance> {
  const instant = at.toISOString();
  const result = await db.execute(sql`
    select
      coalesce((select sum(remaining) from credit_lots
        where account_id = a.id and source = 'purchase' and remaining > 0 and starts_at <= ${instant}::timestamptz
          and (expires_at is null or expires_at > ${instant}::timestamptz)), 0)::int as balance,
      coalesce((select remaining from credit_lots
        where account_id = a.id and source = 'monthlyAi' and month = ${creditMonth(at)}),
        a.monthly_ai_credits)::int as monthly_ai
    from accounts a where a.id = ${accountId}`);
  const [row] = (result as unknown as { rows: Array<{ balance: number; monthly_ai: number }> }).rows;
  const balance = Number(row?.balance ?? 0);
  return { balance, aiCredits: balance + Number(row?.monthly_ai ?? 0) };
}

// The SQL condition "the account (its id in `accountColumn`) has purchased credits usable at the
// instant in parameter `instantParam`", for statements that decide per message (the flow turn).
export const hasPurchasedCreditsCondition = (accountColumn: string, instantParam: string) => `exists (
      select 1 from credit_lots l where l.account_id = ${accountColumn} and l.source = 'purchase'
        and l.remaining > 0 and l.starts_at <= ${instantParam}::timestamptz
        and (l.expires_at is null or l.expires_at > ${instantParam}::timestamptz))`;
