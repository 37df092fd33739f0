import type { CreditKind } from '@prosa/contracts';
import { allocateCredits, creditMonth, type LotDraw } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { findCreditPrice } from './findCreditPrices.ts';
import { lockSpendableLots } from './lockSpendableLots.ts';

export interface EachCharge {
  // Charged once per account, as chargeCredits' key: a send charged before pays nothing now.
  idempotencyKey: string;
  units: number;
}

// Charges many sends of one kind for one account in the caller's transaction, as chargeCredits
// charges one, in a handful of statements whatever their number (a dispatch claims hundreds at a
// time). Each is paid in the order given, from the lots that expire first, until the credits run
// out: the keys returned are the ones not paid (nothing of theirs is written). A key charged before
// is paid already.
export async function chargeCreditsEach(
  tx: Db,
  input: { accountId: string; kind: CreditKind; at: Date; charges: EachCharge[] },
): Promise<Set<string>> {
  const { accountId, kind, at } = input;
  const unpaid = new Set<string>();
  if (input.charges.length === 0) return unpaid;
  const month = creditMonth(at);
  const price = await findCreditPrice(tx, accountId, kind);
  const rows = input.charges.map((charge) => ({
    id: newId(),
    key: charge.idempotencyKey,
    units: charge.units,
    credits: price * charge.units,
  }));
  // The charge rows first, as chargeCredits writes its own (a concurrent charge of a key waits on
  // it); the ones already there were paid before.
  const inserted = await tx.execute(
    sql`insert into credit_charges (id, account_id, idempotency_key, kind, units, credits, month, created_at)
      select x.id, ${accountId}, x.key, ${kind}, x.units, x.credits, ${month}, ${at.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, key text, units int, credits int)
      on conflict (account_id, idempotency_key) do nothing
      returning id`,
  );
  const isNew = new Set((inserted as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id));
  const fresh = rows.filter((row) => isNew.has(row.id));
  if (fresh.length === 0) return unpaid;
  const lots = fresh.some((row) => row.credits > 0) ? await lockSpendableLots(tx, accountId, kind, at) : [];
  const paid: Array<{ id: string; units: number; draws: LotDraw[] }> = [];
  const refused: string[] = [];
  for (const row of fresh) {
    const draws = row.credits > 0 ? allocateCredits(lots, row.credits, at) : [];
    if (!draws) {
      refused.push(row.id);
      unpaid.add(row.key);
      continue;
    }
    for (const draw of draws) {
      const lot = lots.find((candidate) => candidate.id === draw.lotId);
      if (lot) lot.remaining -= draw.credits;
    }
    paid.push({ id: row.id, units: row.units, draws });
  }
  const taken = new Map<string, number>();
  for (const { draws } of paid)
    for (const draw of draws) taken.set(draw.lotId, (taken.get(draw.lotId) ?? 0) + draw.credits);
  if (taken.size > 0)
    await tx.execute(
      sql`update credit_lots l set remaining = l.remaining - x.credits
        from jsonb_to_recordset(${JSON.stringify([...taken].map(([id, credits]) => ({ id, credits })))}::jsonb)
          as x(id text, credits int)
        where l.id = x.id`,
    );
  const drawn = paid.filter((charge) => charge.draws.length > 0);
  if (drawn.length > 0)
    await tx.execute(
      sql`update credit_charges c set draws = x.draws
        from jsonb_to_recordset(${JSON.stringify(drawn)}::jsonb) as x(id text, draws jsonb)
        where c.id = x.id`,
    );
  if (refused.length > 0)
    await tx.execute(
      sql`delete from credit_charges where id in (select jsonb_array_elements_text(${JSON.stringify(refused)}::jsonb))`,
    );
  const units = paid.reduce((sum, charge) => sum + charge.units, 0);
  if (units > 0)
    await tx.execute(
      sql`insert into consumption (account_id, month, used) values (${accountId}, ${month}, ${units}::int)
        on conflict (account_id, month) do update set used = consumption.used + excluded.used`,
    );
  return unpaid;
}
