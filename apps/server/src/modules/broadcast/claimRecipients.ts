import { smsSegments } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import type { AppServices } from '../../app/services.ts';
import type { Db } from '../../db/database.ts';
import { isAddressSuppressed } from '../channels/index.ts';
import { chargeCreditsEach } from '../credits/index.ts';
import { dispatchChargeKey } from './dispatchChargeKey.ts';
import type { DispatchToSend } from './loadDispatchToSend.ts';
import { recipientMessage } from './recipientMessage.ts';
import { refusedNumbers } from './refusedNumbers.ts';

export interface ClaimedRecipient {
  id: string;
  name: string;
  // A number (WhatsApp, SMS) or an address (e-mail).
  phone: string | null;
  email: string | null;
  // Counting this claim: only the claim with this count may record the outcome.
  attempts: number;
  createdAt: Date;
}

interface ClaimRow {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  attempts: number;
  created_at: string | Date;
}

type ClaimDispatch = Pick<DispatchToSend, 'id' | 'accountId' | 'channelType' | 'variables' | 'template'>;

// The spec's delivery code for "insufficient credits" (campaigns §8).
const insufficientCreditsCode = '1003';

// Claims up to `limit` of the dispatch's waiting recipients that are due — never claimed, waiting
// for a retry, or claimed by a worker whose lease ran out (it died) — until `leaseUntil`, skipping
// rows another worker is claiming; none once the dispatch is stopped (stopDispatch). In the same
// transaction each is judged: an opted-out or blocked number ends `notSent` with its reason; the
// others are charged, keyed by the recipient (a re-claim after a crash finds the charge and pays
// nothing twice); without credit one ends `insufficientCredits` and is never sent. WhatsApp: one
// template credit each. SMS: opted out on SMS is skipped, and the charge is 1 per segment of the
// recipient's own text. E-mail: a suppressed address (unsubscribed, hard bounce) is skipped with
// `emailSuppressed`; an e-mail costs no credit but its charge counts in the month's consumption.
// The whole batch in a handful of statements, however many it holds (at 1,000 msg/s a batch is a
// second of sends). Committed before any provider call: what comes back is this worker's to send.
export async function claimRecipients(
  services: Pick<AppServices, 'database'>,
  dispatch: ClaimDispatch,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedRecipient[]> {
  return services.database.db.transaction(async (tx) => {
    const claimed = await rows<ClaimRow>(
      tx,
      sql`with due as (
        select id from broadcast_recipients
        where dispatch_id = ${dispatch.id} and state = 'waiting'
          and next_attempt_at <= ${input.now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${input.now.toISOString()}::timestamptz)
          and not exists (select 1 from broadcast_dispatches d where d.id = ${dispatch.id} and d.stopped_at is not null)
        order by next_attempt_at, id
        limit ${input.limit}
        for update skip locked
      )
      update broadcast_recipients r set locked_until = ${input.leaseUntil.toISOString()}::timestamptz,
        attempts = r.attempts + 1
      from due where r.id = due.id
      returning r.id, r.name, r.phone, r.email, r.attempts, r.created_at`,
    );
    if (claimed.length === 0) return [];
    claimed.sort((a, b) => a.id.localeCompare(b.id));
    const refused = await refusalsOf(tx, dispatch, claimed, input.now);
    const allowed = claimed.filter((row) => !refused.has(row.id));
    const unpaid = await chargeCreditsEach(tx, {
      accountId: dispatch.accountId,
      kind: chargeKindOf(dispatch),
      at: input.now,
      charges: allowed.map((row) => ({
        idempotencyKey: dispatchChargeKey(dispatch.id, row.id),
        units: unitsOf(dispatch, row),
      })),
    });
    const isUnpaid = (row: ClaimRow) => unpaid.has(dispatchChargeKey(dispatch.id, row.id));
    await end(tx, [
      ...[...refused].map(([id, reason]) => ({ id, state: 'notSent', reason })),
      ...allowed
        .filter(isUnpaid)
        .map((row) => ({ id: row.id, state: 'insufficientCredits', reason: insufficientCreditsCode })),
    ]);
    return allowed
      .filter((row) => !isUnpaid(row))
      .map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at),
      }));
  });
}

// Why each recipient may not be sent to on the dispatch's channel, by recipient id.
async function refusalsOf(tx: Db, dispatch: ClaimDispatch, claimed: ClaimRow[], now: Date) {
  const refused = new Map<string, string>();
  if (dispatch.channelType === 'email') {
    for (const row of claimed)
      if (await isAddressSuppressed(tx, dispatch.accountId, row.email ?? ''))
        refused.set(row.id, 'emailSuppressed');
    return refused;
  }
  const channel = dispatch.channelType === 'sms' ? 'sms' : 'whatsapp';
  const byNumber = await refusedNumbers(
    tx,
    dispatch.accountId,
    claimed.map((row) => row.phone ?? ''),
    now,
    channel,
  );
  for (const row of claimed) {
    const reason = byNumber.get(row.phone ?? '');
    if (reason) refused.set(row.id, reason);
  }
  return refused;
}

// What one recipient costs (decisions.md "Credits"): a WhatsApp template message 1 unit, an SMS
// its segments, an e-mail 1 unit priced 0.
function chargeKindOf(dispatch: Pick<DispatchToSend, 'channelType'>) {
  if (dispatch.channelType === 'sms') return 'sms' as const;
  if (dispatch.channelType === 'email') return 'email' as const;
  return 'whatsappTemplate' as const;
}

function unitsOf(dispatch: Pick<DispatchToSend, 'channelType' | 'variables' | 'template'>, row: ClaimRow) {
  return dispatch.channelType === 'sms' ? smsSegments(recipientMessage(dispatch, row).text).segments : 1;
}

// Recipients that end here without a send: notSent or insufficientCredits, with the reason.
async function end(tx: Db, ended: Array<{ id: string; state: string; reason: string }>) {
  if (ended.length === 0) return;
  await tx.execute(
    sql`update broadcast_recipients r set state = x.state, reason = x.reason, locked_until = null
      from jsonb_to_recordset(${JSON.stringify(ended)}::jsonb) as x(id text, state text, reason text)
      where r.id = x.id`,
  );
}

async function rows<Row>(tx: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}
