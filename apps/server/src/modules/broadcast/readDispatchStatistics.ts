import type { BroadcastDispatchStatistics } from '@prosa/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { broadcastRecipients, creditCharges } from '../../db/schema/index.ts';
import { dispatchChargePrefix } from './dispatchChargeKey.ts';
import { readDispatch } from './readDispatch.ts';

interface MinuteRow {
  minute: string | Date;
  sent: string | number;
  delivered: string | number;
  read: string | number;
  failed: string | number;
}

// A recipient that ended without reaching the device: the reason says why (a delivery code, or
// optedOut / blocked for one skipped).
const endedWithoutDelivery = [
  'failed',
  'notSent',
  'insufficientCredits',
  'softBounce',
  'hardBounce',
] as const;

// GET /api/broadcast/dispatches/:id/statistics: the dispatch with its counts (another account's is
// not found), how many of its messages were sent, delivered, read and failed in each minute (each at
// the minute the provider said it happened), its endings by code, and the credits charged for it
// (its recipients' charges, found by their idempotency keys).
export async function readDispatchStatistics(
  ctx: Pick<RequestContext, 'db' | 'accountId'>,
  id: string,
): Promise<BroadcastDispatchStatistics> {
  const { dispatch } = await readDispatch(ctx, id);
  const ofDispatch = and(
    eq(broadcastRecipients.accountId, ctx.accountId),
    eq(broadcastRecipients.dispatchId, id),
  );
  // Each recipient's moments (sent, delivered, read, failed), each counted in its own minute: one
  // scan of the dispatch's rows, one row per moment that happened.
  const moments = await ctx.db.execute(
    sql`select date_trunc('minute', moment.at) as minute,
        count(*) filter (where moment.kind = 'sent') as sent,
        count(*) filter (where moment.kind = 'delivered') as delivered,
        count(*) filter (where moment.kind = 'read') as read,
        count(*) filter (where moment.kind = 'failed') as failed
      from ${broadcastRecipients} r
      cross join lateral (values ('sent', r.sent_at), ('delivered', r.delivered_at), ('read', r.read_at),
        ('failed', r.failed_at)) as moment(kind, at)
      where r.account_id = ${ctx.accountId} and r.dispatch_id = ${id} and moment.at is not null
      group by 1
      order by 1`,
  );
  const minutes = (moments as unknown as { rows: MinuteRow[] }).rows;
  const errors = await ctx.db
    .select({ code: sql<string>`coalesce(${broadcastRecipients.reason}, '9990')`, count: count() })
    .from(broadcastRecipients)
    .where(and(ofDispatch, inArray(broadcastRecipients.state, [...endedWithoutDelivery])))
    .groupBy(sql`1`)
    .orderBy(desc(count()), asc(sql`1`));
  const [cost] = await ctx.db
    .select({ credits: sql<number>`coalesce(sum(${creditCharges.credits}), 0)` })
    .from(broadcastRecipients)
    .innerJoin(
      creditCharges,
      and(
        eq(creditCharges.accountId, broadcastRecipients.accountId),
        eq(creditCharges.idempotencyKey, sql`${dispatchChargePrefix(id)} || ${broadcastRecipients.id}`),
      ),
    )
    .where(ofDispatch);
  return {
    dispatch,
    minutes: minutes.map((row) => ({
      minute: new Date(row.minute).toISOString(),
      sent: Number(row.sent),
      delivered: Number(row.delivered),
      read: Number(row.read),
      failed: Number(row.failed),
    })),
    errors: errors.map((row) => ({ code: row.code, count: Number(row.count) })),
    credits: Number(cost?.credits ?? 0),
  };
}
