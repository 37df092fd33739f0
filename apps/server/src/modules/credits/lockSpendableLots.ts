import type { CreditKind } from '@prosa/contracts';
import type { SpendableLot } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ensureMonthlyAiLot } from './ensureMonthlyAiLot.ts';

interface LotRow {
  id: string;
  remaining: number;
  expires_at: string | Date | null;
}

// The account's lots that may pay `kind` at `at`, locked for the caller's transaction (purchased
// lots; the month's free AI credits pay generative queries only). Locked in one order, so
// concurrent charges of one account take turns instead of overspending.
export async function lockSpendableLots(
  tx: Db,
  accountId: string,
  kind: CreditKind,
  at: Date,
): Promise<SpendableLot[]> {
  if (kind === 'generativeQuery') await ensureMonthlyAiLot(tx, accountId, at);
  const sources = kind === 'generativeQuery' ? ['purchase', 'monthlyAi'] : ['purchase'];
  const result = await tx.execute(
    sql`select id, remaining, expires_at from credit_lots
      where account_id = ${accountId} and remaining > 0
        and source in (${sql.join(
          sources.map((source) => sql`${source}`),
          sql`, `,
        )})
        and starts_at <= ${at.toISOString()}::timestamptz
        and (expires_at is null or expires_at > ${at.toISOString()}::timestamptz)
      order by id
      for update`,
  );
  return (result as unknown as { rows: LotRow[] }).rows.map((lot) => ({
    id: lot.id,
    remaining: Number(lot.remaining),
    expiresAt: lot.expires_at === null ? null : new Date(lot.expires_at),
  }));
}
