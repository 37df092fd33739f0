import type { CreditsOverview } from '@prosa/contracts';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { creditCharges, creditLots, creditRequests } from '../../db/schema/index.ts';
import { findCreditPrices } from './findCreditPrices.ts';
import { readCreditBalance } from './readCreditBalance.ts';
import { readFranchise } from './readFranchise.ts';
import { toCreditRequest } from './requestCredits.ts';

// The panel's credits view: balance, the price table, the lots still counting (expiry first), the
// month's franchise, what was charged month by month and the requests made to the provider.
export async function readCredits(ctx: RequestContext, at: Date): Promise<CreditsOverview> {
  const { balance, aiCredits } = await readCreditBalance(ctx.db, ctx.accountId, at);
  const lots = await ctx.db
    .select()
    .from(creditLots)
    .where(
      and(
        eq(creditLots.accountId, ctx.accountId),
        or(isNull(creditLots.expiresAt), sql`${creditLots.expiresAt} > ${at.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(sql`${creditLots.expiresAt} asc nulls last`, creditLots.id);
  const yearAgo = new Date(Date.UTC(at.getUTCFullYear() - 1, at.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 7);
  const history = await ctx.db
    .select({
      month: creditCharges.month,
      kind: creditCharges.kind,
      units: sql<number>`sum(${creditCharges.units})::int`,
      credits: sql<number>`sum(${creditCharges.credits})::int`,
    })
    .from(creditCharges)
    .where(and(eq(creditCharges.accountId, ctx.accountId), gte(creditCharges.month, yearAgo)))
    .groupBy(creditCharges.month, creditCharges.kind)
    .orderBy(desc(creditCharges.month), creditCharges.kind);
  const requests = await ctx.db
    .select()
    .from(creditRequests)
    .where(eq(creditRequests.accountId, ctx.accountId))
    .orderBy(desc(creditRequests.createdAt))
    .limit(20);
  return {
    balance,
    aiCredits,
    prices: await findCreditPrices(ctx.db, ctx.accountId),
    lots: lots.map((lot) => ({
      id: lot.id,
      source: lot.source,
      credits: lot.credits,
      remaining: lot.remaining,
      startsAt: lot.startsAt.toISOString(),
      expiresAt: lot.expiresAt?.toISOString() ?? null,
    })),
    franchise: await readFranchise(ctx.db, ctx.accountId, at),
    history: history.map((row) => ({ ...row, units: Number(row.units), credits: Number(row.credits) })),
    requests: requests.map(toCreditRequest),
  };
}
