import type { AnalyticsCounters, AnalyticsPeriod, AnalyticsPreset } from '@prosa/contracts';
import { analyticsDays, npsScore, transshipmentFilteredDays, wallClock } from '@prosa/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { accounts } from '../../db/schema/index.ts';

export interface PeriodQuery {
  preset: AnalyticsPreset;
  from?: string | undefined;
  to?: string | undefined;
  transshipment: 'all' | 'with' | 'without';
}

// A page's period resolved in the account's calendar, with the account's time zone the rollups'
// day buckets were cut in.
export interface ResolvedPeriod extends AnalyticsPeriod {
  transshipment: PeriodQuery['transshipment'];
}

export async function resolvePeriod(ctx: RequestContext, query: PeriodQuery): Promise<ResolvedPeriod> {
  const [account] = await ctx.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  const timeZone = account?.timeZone ?? 'America/Sao_Paulo';
  const { year, month, day } = wallClock(new Date(), timeZone);
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const days = analyticsDays(query.preset, today, query);
  if (!days) throw new CatalogueError('analytics.periodInvalid');
  // The account's differences not added yet (the flush job's few seconds): a page shows every
  // conversation written before it was asked for.
  await ctx.db.execute(sql`select analytics_flush(${ctx.accountId})`);
  return {
    preset: query.preset,
    ...days,
    timeZone,
    transshipment: query.transshipment,
  };
}

// The local midnight starting a day, as an instant.
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const dayEnd = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

// Which rollup rows a page reads for `dimension`: the day (or, for `hour`, the hour) buckets of the
// period. With the transshipment filter, the conversations of one side of the hand-off come from
// the `transshipped` rows, which the per-dimension rows cannot cross; so the filter narrows the
// overview's totals and series only (the other pages always count every conversation). Before
// 19/03/2020 the filter is not applied (core.md §9).
export function rollupWhere(
  ctx: RequestContext,
  period: ResolvedPeriod,
  dimension: string,
  granularity: 'hour' | 'day' = 'day',
): SQL {
  const { timeZone } = period;
  const inPeriod = (from: string, to: string) =>
    sql`r.bucket_start >= ${dayStart(from, timeZone)} and r.bucket_start < ${dayEnd(to, timeZone)}`;
  const base = sql`r.account_id = ${ctx.accountId} and r.granularity = ${granularity}`;
  const filtered = dimension === 'all' && period.transshipment !== 'all' && transshipmentFilteredDays(period);
  if (!filtered) return sql`${base} and r.dimension = ${dimension} and ${inPeriod(period.from, period.to)}`;
  const side = period.transshipment === 'with' ? '1' : '0';
  const unfiltered =
    period.from < filtered.from
      ? sql` or (r.dimension = 'all' and r.bucket_start >= ${dayStart(period.from, timeZone)}
          and r.bucket_start < ${dayStart(filtered.from, timeZone)})`
      : sql``;
  return sql`${base} and ((r.dimension = 'transshipped' and r.key = ${side} and ${inPeriod(filtered.from, filtered.to)})${unfiltered})`;
}

export const countersSql = sql`sum(r.total)::int as total, sum(r.finished)::int as finished,
  sum(r.abandoned)::int as abandoned, sum(r.transshipped)::int as transshipped, sum(r.attended)::int as attended,
  sum(r.satisfaction_count)::int as satisfaction_count, sum(r.satisfaction_sum)::int as satisfaction_sum,
  sum(r.nps_count)::int as nps_count, sum(r.nps_promoters)::int as nps_promoters,
  sum(r.nps_detractors)::int as nps_detractors,
  sum(r.first_response_count)::int as first_response_count, sum(r.first_response_ms)::float8 as first_response_ms,
  sum(r.handling_count)::int as handling_count, sum(r.handling_ms)::float8 as handling_ms,
  sum(r.value_cents)::float8 as value_cents`;

export interface CounterRow {
  total: number | null;
  finished: number | null;
  abandoned: number | null;
  transshipped: number | null;
  attended: number | null;
  satisfaction_count: number | null;
  satisfaction_sum: number | null;
  nps_count: number | null;
  nps_promoters: number | null;
  nps_detractors: number | null;
  first_response_count: number | null;
  first_response_ms: number | null;
  handling_count: number | null;
  handling_ms: number | null;
  value_cents: number | null;
}

const average = (sum: number | null, count: number | null) =>
  count ? Math.round(((sum ?? 0) / count) * 100) / 100 : null;

export function toCounters(row: CounterRow | undefined): AnalyticsCounters {
  return {
    total: row?.total ?? 0,
    finished: row?.finished ?? 0,
    abandoned: row?.abandoned ?? 0,
    transshipped: row?.transshipped ?? 0,
    attended: row?.attended ?? 0,
    satisfactionCount: row?.satisfaction_count ?? 0,
    satisfactionAverage: average(row?.satisfaction_sum ?? 0, row?.satisfaction_count ?? 0),
    npsCount: row?.nps_count ?? 0,
    npsPromoters: row?.nps_promoters ?? 0,
    npsDetractors: row?.nps_detractors ?? 0,
    nps: npsScore(row?.nps_promoters ?? 0, row?.nps_detractors ?? 0, row?.nps_count ?? 0),
    firstResponseCount: row?.first_response_count ?? 0,
    firstResponseAverageMs: average(row?.first_response_ms ?? 0, row?.first_response_count ?? 0),
    handlingCount: row?.handling_count ?? 0,
    handlingAverageMs: average(row?.handling_ms ?? 0, row?.handling_count ?? 0),
    valueCents: Math.round(row?.value_cents ?? 0),
  };
}

export async function rows<Row>(ctx: RequestContext, query: SQL): Promise<Row[]> {
  const result = await ctx.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

// The period's counters per key of one dimension, most conversations first.
export async function countersByKey(ctx: RequestContext, period: ResolvedPeriod, dimension: string) {
  const found = await rows<CounterRow & { key: string }>(
    ctx,
    sql`select r.key, ${countersSql} from analytics_rollups r where ${rollupWhere(ctx, period, dimension)}
      group by r.key having sum(r.total) > 0 order by sum(r.total) desc, r.key`,
  );
  return found.map((row) => ({ key: row.key, counters: toCounters(row) }));
}

export const periodOf = (period: ResolvedPeriod): AnalyticsPeriod => ({
  preset: period.preset,
  from: period.from,
  to: period.to,
  granularity: period.granularity,
  timeZone: period.timeZone,
});
