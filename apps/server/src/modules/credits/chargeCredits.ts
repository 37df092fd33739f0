import type { CreditKind, ErrorCode } from '@prosa/contracts';
import { allocateCredits, creditMonth } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { findCreditPrice } from './findCreditPrices.ts';
import { lockSpendableLots } from './lockSpendableLots.ts';

export interface CreditCharge {
  accountId: string;
  kind: CreditKind;
  // Messages, SMS segments (the caller counts them), e-mails or queries.
  units: number;
  // The same key is charged once per account: a retry of the same send costs nothing twice.
  idempotencyKey: string;
  // The caller's clock (tests move it); the lots' expiry is judged at this instant.
  at?: Date;
}

export interface ChargeResult {
  chargeId: string;
  credits: number;
  // False: this key was charged before (by this send's earlier attempt); nothing was spent now.
  isNew: boolean;
}

// What a refused charge says, per kind (spec campaigns §8 broadcast errors).
const notEnough: Record<CreditKind, ErrorCode> = {
  whatsappTemplate: 'credits.notEnoughWhatsapp',
  sms: 'credits.notEnoughSms',
  email: 'credits.balanceInsufficient',
  generativeQuery: 'credits.balanceInsufficient',
};

// Charges a send in the caller's transaction `tx`, so the charge and the message it pays for
// commit or roll back together. Prices come from the account's price table; the credits are taken
// from the lots that expire first (purchased lots; the month's free AI credits pay generative
// queries only). Every unit counts in the month's consumption, against the franchise.
// The charge row is written first, unique by (account, idempotency key): a concurrent charge with
// the same key waits on it and then finds it, and is not charged again. The lots are locked in one
// order, so concurrent charges of one account take turns instead of overspending.
// Not enough credits: throws the kind's catalogue error, and the caller's transaction must roll
// back (drizzle's does when the error leaves its callback).
export async function chargeCredits(tx: Db, charge: CreditCharge): Promise<ChargeResult> {
  const at = charge.at ?? new Date();
  const month = creditMonth(at);
  const price = await findCreditPrice(tx, charge.accountId, charge.kind);
  const credits = price * charge.units;
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into credit_charges (id, account_id, idempotency_key, kind, units, credits, month, created_at)
      values (${newId()}, ${charge.accountId}, ${charge.idempotencyKey}, ${charge.kind}, ${charge.units}::int,
        ${credits}::int, ${month}, ${at.toISOString()}::timestamptz)
      on conflict (account_id, idempotency_key) do nothing
      returning id`,
  );
  const chargeId = inserted[0]?.id;
  if (!chargeId) return { ...(await findCharge(tx, charge)), isNew: false };

  if (credits > 0) {
    const lots = await lockSpendableLots(tx, charge.accountId, charge.kind, at);
    const draws = allocateCredits(lots, credits, at);
    if (!draws) throw new CatalogueError(notEnough[charge.kind]);
    for (const draw of draws)
      await tx.execute(
        sql`update credit_lots set remaining = remaining - ${draw.credits}::int where id = ${draw.lotId}`,
      );
    await tx.execute(
      sql`update credit_charges set draws = ${JSON.stringify(draws)}::jsonb where id = ${chargeId}`,
    );
  }
  await tx.execute(
    sql`insert into consumption (account_id, month, used) values (${charge.accountId}, ${month}, ${charge.units}::int)
      on conflict (account_id, month) do update set used = consumption.used + excluded.used`,
  );
  return { chargeId, credits, isNew: true };
}

async function findCharge(tx: Db, charge: CreditCharge) {
  const [found] = await rows<{ id: string; credits: number }>(
    tx,
    sql`select id, credits from credit_charges
      where account_id = ${charge.accountId} and idempotency_key = ${charge.idempotencyKey}`,
  );
  if (!found) throw new CatalogueError('generic.actionFailed');
  return { chargeId: found.id, credits: Number(found.credits) };
}

async function rows<Row>(tx: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}
