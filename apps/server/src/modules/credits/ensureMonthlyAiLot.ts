import { creditMonth, monthBounds } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';

// The month's free AI credits as a lot of their own (the free plan's 100), made on the first
// generative query of the month. They expire when the month ends, so nothing carries over (not
// cumulative); the unique index per account and month lets concurrent first queries make one.
export async function ensureMonthlyAiLot(tx: Db, accountId: string, at: Date) {
  const { start, end } = monthBounds(at);
  await tx.execute(sql`
    insert into credit_lots (id, account_id, source, credits, remaining, starts_at, expires_at, month)
    select ${newId()}, a.id, 'monthlyAi', a.monthly_ai_credits, a.monthly_ai_credits,
      ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${creditMonth(at)}
    from accounts a where a.id = ${accountId} and a.monthly_ai_credits > 0
    on conflict (account_id, month) where source = 'monthlyAi' do nothing`);
}
