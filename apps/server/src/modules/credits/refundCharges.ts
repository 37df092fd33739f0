import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

// Gives back charges of sends that never went (a stopped dispatch's recipients it had claimed and
// paid for), in the caller's transaction: each charge's credits return to the lots they were drawn
// from, its units leave the month's consumption, and the charge is gone, so a later send under the
// same key would be charged again. Keys never charged give nothing back.
export async function refundCharges(tx: Db, accountId: string, idempotencyKeys: string[]) {
  if (idempotencyKeys.length === 0) return;
  await tx.execute(
    sql`with refunded as (
        delete from credit_charges
        where account_id = ${accountId}
          and idempotency_key in (select jsonb_array_elements_text(${JSON.stringify(idempotencyKeys)}::jsonb))
        returning units, month, draws
      ), lots as (
        update credit_lots l set remaining = l.remaining + d.credits
        from (
          select draw->>'lotId' as lot_id, sum((draw->>'credits')::int) as credits
          from refunded, jsonb_array_elements(refunded.draws) as draw
          group by draw->>'lotId'
        ) d
        where l.id = d.lot_id and l.account_id = ${accountId}
        returning l.id
      )
      update consumption c set used = greatest(0, c.used - m.units)
      from (select month, sum(units)::int as units from refunded group by month) m
      where c.account_id = ${accountId} and c.month = m.month`,
  );
}
