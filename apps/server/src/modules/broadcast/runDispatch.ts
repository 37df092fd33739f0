import { sql } from 'drizzle-orm';
import type { AppServices } from '../../app/services.ts';
import type { BroadcastSender } from './BroadcastSender.ts';
import { leaseMs } from './BroadcastSender.ts';
import { claimRecipients } from './claimRecipients.ts';
import { endStoppedRecipients } from './endStoppedRecipients.ts';
import { enqueueDispatch } from './enqueueDispatch.ts';
import { loadDispatchToSend } from './loadDispatchToSend.ts';

// How long one job works a dispatch before it hands over to its sequel (a fresh job): a job
// never outlives its expiry (120 s), and other dispatches' jobs get their turn. The sequel is
// queued when the budget is spent and claims while the job's last batches still send: a job that
// drained them first left the pacer's queue empty until the sequel's first claim, half a second of
// a dispatch's sends at 1,000 msg/s (docs/performance.md, broadcast).
// An object so that a test can make jobs hand over after every batch (broadcast.int.test.ts).
export const dispatchJobBudget = { ms: 60_000 };
// Recipients per claim: the channel's sends of a second, within these bounds.
const minBatch = 160;
const maxBatch = 1000;

// One job's work on a dispatch: claim a batch of due recipients, send it at the channel's pace,
// again until none is due or the budget is spent. On PostgreSQL each batch is claimed while the
// one before it sends, and starts sending while that one's last sends finish, so the database's
// work (the claim, the charges) and the answers' tail overlap the provider calls instead of
// pausing them. Then, with recipients still waiting (retries due later, claims of another worker),
// a sequel job is queued for when the first is due; with none, the dispatch is finished (`sent`;
// what it shows comes from its recipients' states). A second job of this process for a dispatch
// it is already working returns at once (BroadcastSender.take).
export async function runDispatch(services: AppServices, sender: BroadcastSender, dispatchId: string) {
  const token = sender.take(dispatchId);
  if (!token) return;
  try {
    await work(services, sender, dispatchId, token);
  } finally {
    sender.release(dispatchId, token);
  }
}

async function work(services: AppServices, sender: BroadcastSender, dispatchId: string, token: symbol) {
  const started = Date.now();
  const dispatch = await loadDispatchToSend(services.database.db, dispatchId, services.clock.now());
  if (!dispatch) return;
  // A batch is a second of the channel's sends (two at 80/s), so the batch claimed while it sends
  // still leaves well within its claim.
  const limit = Math.min(
    maxBatch,
    Math.max(minBatch, Math.ceil(await sender.messagesPerSecond(dispatch.channelId))),
  );
  const claim = async () => {
    const now = services.clock.now();
    const claimedAt = Date.now();
    const claimed = await claimRecipients(services, dispatch, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit,
    });
    return { claimed, claimedAt };
  };
  // PostgreSQL claims in its own process while this one sends; PGlite runs on this thread, where a
  // claim meanwhile would only hold the sends' turns back (a send that reaches its call late takes
  // a new turn, SendPacer.isStale).
  const claimsAhead = services.database.kind === 'postgres';
  let next = claim();
  // On PostgreSQL a batch starts sending while the one before it finishes: its last sends wait for
  // the provider's answers and their records, and the pace window's turns would idle meanwhile
  // (the pacer keeps the rate and the order). Two batches at most, each well within its claim.
  let sending: Promise<void> = Promise.resolve();
  for (;;) {
    const batch = await next;
    if (batch.claimed.length === 0 || sender.stopped) break;
    const isLast = Date.now() - started >= dispatchJobBudget.ms;
    if (isLast) {
      next = Promise.resolve({ claimed: [], claimedAt: 0 });
      // The sequel may take the dispatch now: its sends queue behind this batch's in the pacer.
      sender.handOver(dispatchId, token);
      await enqueueDispatch(services, dispatchId, null);
    } else if (claimsAhead) {
      next = claim();
      // Awaited after this batch's sends; a failure meanwhile is not unhandled.
      next.catch(() => undefined);
    }
    const previous = sending;
    sending = sender.sendAll(dispatch, batch.claimed, batch.claimedAt);
    // Awaited below or after the loop; a failure meanwhile is not unhandled.
    sending.catch(() => undefined);
    await (claimsAhead ? previous : sending);
    if (!isLast && !claimsAhead) next = claim();
  }
  await sending;
  if (sender.stopped) return;
  // A member stopped it meanwhile: what its claims left waiting ends now, not at a later job.
  await services.database.db.transaction((tx) => endStoppedRecipients(tx, dispatchId, services.clock.now()));
  const due = await nextDue(services, dispatchId);
  if (due === undefined) {
    await services.database.query(
      `update broadcast_dispatches set status = 'sent', finished_at = $2::timestamptz
       where id = $1 and status = 'processing'`,
      [dispatchId, services.clock.now().toISOString()],
    );
    return;
  }
  await enqueueDispatch(services, dispatchId, due > services.clock.now() ? due : null);
}

// When the dispatch's next waiting recipient is due: its retry time, or when another worker's
// claim on it lapses; undefined when none waits.
async function nextDue(services: Pick<AppServices, 'database'>, dispatchId: string) {
  const result = await services.database.db.execute(
    sql`select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) as due, count(*) as waiting
      from broadcast_recipients where dispatch_id = ${dispatchId} and state = 'waiting'`,
  );
  const [row] = (
    result as unknown as { rows: Array<{ due: string | Date | null; waiting: number | string }> }
  ).rows;
  if (!row || Number(row.waiting) === 0 || row.due === null) return undefined;
  return new Date(row.due);
}
