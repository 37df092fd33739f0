import { sql } from 'drizzle-orm';
import { refundCharges } from '../credits/index.ts';
import type { Tx } from './createDispatch.ts';
import { dispatchChargeKey } from './dispatchChargeKey.ts';

// A stopped dispatch's recipients still waiting, and not held by a worker's live claim, end
// `notSent` with the reason `stopped`; the ones a claim had already paid for get their credits back
// (refundCharges), in the caller's transaction; nothing happens to a dispatch that was not stopped.
// Answers whether any recipient is still held (a worker is sending it, or its claim has not lapsed
// yet): that one is the worker's, or the next job's once it lapses.
export async function endStoppedRecipients(tx: Tx, dispatchId: string, now: Date) {
  const at = now.toISOString();
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const ended = rows<{ id: string; account_id: string }>(
    await tx.execute(
      sql`update broadcast_recipients r set state = 'notSent', reason = 'stopped', locked_until = null
        from broadcast_dispatches d
        where d.id = ${dispatchId} and d.stopped_at is not null
          and r.dispatch_id = d.id and r.state = 'waiting'
          and (r.locked_until is null or r.locked_until <= ${at}::timestamptz)
        returning r.id, r.account_id`,
    ),
  );
  const [first] = ended;
  if (first)
    await refundCharges(
      tx,
      first.account_id,
      ended.map((row) => dispatchChargeKey(dispatchId, row.id)),
    );
  const [held] = rows<{ held: number | string }>(
    await tx.execute(
      sql`select count(*) as held from broadcast_recipients
        where dispatch_id = ${dispatchId} and state = 'waiting' and locked_until > ${at}::timestamptz`,
    ),
  );
  return Number(held?.held ?? 0) > 0;
}
