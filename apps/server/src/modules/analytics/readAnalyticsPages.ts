import type {
  AnalyticsFlow,
  AnalyticsKnowledge,
  AnalyticsKnowledgeResponses,
  AnalyticsLocation,
  AnalyticsLocationType,
  AnalyticsOverview,
  AnalyticsRow,
  AnalyticsTable,
} from '@prosa/contracts';
import { analyticsMaxIdentifierCards, satisfactionScale } from '@prosa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { bots, knowledgeQuestions, users } from '../../db/schema/index.ts';
import {
  type CounterRow,
  countersByKey,
  countersSql,
  type PeriodQuery,
  periodOf,
  type ResolvedPeriod,
  resolvePeriod,
  rollupWhere,
  rows,
  toCounters,
} from './rollupReader.ts';

type Labeller = (ctx: RequestContext, keys: string[]) => Promise<Map<string, string>>;

// Names of what the keys point at, read from their own tables (only names: every count comes from
// the rollups). A key whose row is gone keeps its id as its label.
const botNames: Labeller = async (ctx, keys) =>
  new Map(
    keys.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: bots.id, name: bots.name })
            .from(bots)
            .where(and(eq(bots.accountId, ctx.accountId), inArray(bots.id, keys)))
        ).map((row) => [row.id, row.name]),
  );
const userNames: Labeller = async (ctx, keys) =>
  new Map(
    keys.length === 0
      ? []
      : (
          await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, keys))
        ).map((row) => [row.id, row.name]),
  );
async function table(
  ctx: RequestContext,
  period: ResolvedPeriod,
  dimension: string,
  labeller?: Labeller,
): Promise<AnalyticsRow[]> {
  const found = await countersByKey(ctx, period, dimension);
  const labels = labeller
    ? await labeller(
        ctx,
        found.map((row) => row.key),
      )
    : new Map<string, string>();
  return found.map((row) => ({ key: row.key, label: labels.get(row.key) ?? row.key, ...row.counters }));
}

export async function readOverview(ctx: RequestContext, query: PeriodQuery): Promise<AnalyticsOverview> {
  const period = await resolvePeriod(ctx, query);
  const [totals] = await rows<CounterRow>(
    ctx,
    sql`select ${countersSql} from analytics_rollups r where ${rollupWhere(ctx, period, 'all')}`,
  );
  const series = await rows<CounterRow & { bucket: string | Date }>(
    ctx,
    sql`select r.bucket_start as bucket, ${countersSql} from analytics_rollups r
      where ${rollupWhere(ctx, period, 'all', period.granularity)} group by r.bucket_start order by r.bucket_start`,
  );
  const scores = new Map(
    (await countersByKey(ctx, period, 'satisfaction')).map((row) => [row.key, row.counters.total]),
  );
  const satisfaction = [];
  for (let score = satisfactionScale.min; score <= satisfactionScale.max; score++)
    satisfaction.push({ score, count: scores.get(String(score)) ?? 0 });
  return {
    period: periodOf(period),
    totals: toCounters(totals),
    series: series.map((point) => ({ bucket: new Date(point.bucket).toISOString(), ...toCounters(point) })),
    satisfaction,
    statuses: await table(ctx, period, 'status'),
  };
}

const tablePage =
  (dimension: string, labeller?: Labeller) =>
  async (ctx: RequestContext, query: PeriodQuery): Promise<AnalyticsTable> => {
    const period = await resolvePeriod(ctx, query);
    return { period: periodOf(period), rows: await table(ctx, period, dimension, labeller) };
  };

export const readChannels = tablePage('channel');
export const readOrigins = tablePage('origin');
export const readAttendants = tablePage('attendant', userNames);

export async function readLocation(ctx: RequestContext, query: PeriodQuery): Promise<AnalyticsLocation> {
  const period = await resolvePeriod(ctx, query);
  return {
    period: periodOf(period),
    countries: await table(ctx, period, 'country'),
    states: await table(ctx, period, 'state'),
  };
}

export async function readLocationTable(
  ctx: RequestContext,
  type: AnalyticsLocationType,
  query: PeriodQuery,
): Promise<AnalyticsTable> {
  return tablePage(type)(ctx, query);
}

// The identifier cards: the chosen identifiers (at most 12, in the order asked), or the 12 most
// collected; each counts the conversations that collected it.
export async function readIdentifiers(
  ctx: RequestContext,
  query: PeriodQuery & { identifiers: string[] },
): Promise<AnalyticsTable> {
  const period = await resolvePeriod(ctx, query);
  const all = await table(ctx, period, 'identifier');
  if (query.identifiers.length === 0)
    return { period: periodOf(period), rows: all.slice(0, analyticsMaxIdentifierCards) };
  const byKey = new Map(all.map((row) => [row.key, row]));
  return {
    period: periodOf(period),
    rows: query.identifiers.map(
      (identifier) =>
        byKey.get(identifier) ?? { key: identifier, label: identifier, ...toCounters(undefined) },
    ),
  };
}

export async function readKnowledge(ctx: RequestContext, query: PeriodQuery): Promise<AnalyticsKnowledge> {
  const period = await resolvePeriod(ctx, query);
  const series = await rows<{ bucket: string | Date; answered: number; unanswered: number }>(
    ctx,
    sql`select r.bucket_start as bucket, coalesce(sum(r.total) filter (where r.key <> ''), 0)::int as answered,
      coalesce(sum(r.total) filter (where r.key = ''), 0)::int as unanswered
      from analytics_rollups r where ${rollupWhere(ctx, period, 'knowledge', period.granularity)}
      group by r.bucket_start order by r.bucket_start`,
  );
  return {
    period: periodOf(period),
    answered: series.reduce((sum, point) => sum + point.answered, 0),
    unanswered: series.reduce((sum, point) => sum + point.unanswered, 0),
    series: series.map((point) => ({
      bucket: new Date(point.bucket).toISOString(),
      answered: point.answered,
      unanswered: point.unanswered,
    })),
  };
}

export async function readKnowledgeResponses(
  ctx: RequestContext,
  query: PeriodQuery,
): Promise<AnalyticsKnowledgeResponses> {
  const period = await resolvePeriod(ctx, query);
  const found = (await countersByKey(ctx, period, 'knowledge')).filter((row) => row.key !== '');
  const keys = found.map((row) => row.key);
  const titles = new Map(
    keys.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: knowledgeQuestions.id, title: knowledgeQuestions.title })
            .from(knowledgeQuestions)
            .where(and(eq(knowledgeQuestions.accountId, ctx.accountId), inArray(knowledgeQuestions.id, keys)))
        ).map((row) => [row.id, row.title]),
  );
  return {
    period: periodOf(period),
    rows: found.map((row) => ({
      questionId: row.key,
      title: titles.get(row.key) ?? '',
      count: row.counters.total,
    })),
  };
}

// Per flow line: the conversations that reached it and those whose flow stopped there.
export async function readFlow(
  ctx: RequestContext,
  query: PeriodQuery & { botId?: string | undefined },
): Promise<AnalyticsFlow> {
  const period = await resolvePeriod(ctx, query);
  const [reached, stopped] = await Promise.all(
    ['flowVisit', 'flowStop'].map(async (dimension) =>
      (await countersByKey(ctx, period, dimension)).filter(
        (row) => !query.botId || row.key.startsWith(`${query.botId}:`),
      ),
    ),
  );
  const lines = new Map<string, { botId: string; line: number; reached: number; stopped: number }>();
  const at = (key: string) => {
    const split = key.lastIndexOf(':');
    const entry = lines.get(key) ?? {
      botId: key.slice(0, split),
      line: Number(key.slice(split + 1)),
      reached: 0,
      stopped: 0,
    };
    lines.set(key, entry);
    return entry;
  };
  for (const row of reached ?? []) at(row.key).reached = row.counters.total;
  for (const row of stopped ?? []) at(row.key).stopped = row.counters.total;
  const entries = [...lines.values()].filter((entry) => Number.isInteger(entry.line));
  const names = await botNames(ctx, [...new Set(entries.map((entry) => entry.botId))]);
  return {
    period: periodOf(period),
    rows: entries
      .map((entry) => ({ ...entry, botName: names.get(entry.botId) ?? entry.botId }))
      .sort((a, b) => a.botName.localeCompare(b.botName) || a.line - b.line),
  };
}
