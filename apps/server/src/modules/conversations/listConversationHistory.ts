import { type ConversationListPage, conversationCountCap } from '@prosa/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Clock } from '../../app/Clock.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../app/keysetCursor.ts';
import { bots, conversations, messages } from '../../db/schema/index.ts';
import { loadViewer } from '../live/index.ts';
import { conversationListWhere, parseConversationQuery, sortOf } from './conversationListWhere.ts';
import { excerptAround } from './excerptAround.ts';

// The moment as the cursor carries it: UTC to the microsecond, so rows sharing a millisecond keep
// their order across pages.
export const momentKey = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const isMomentKey = (key: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key);

// The rows after the cursor's, in the sort's direction (the list's pages and the export's batches).
export const afterCursor = (
  column: AnyPgColumn,
  isAscending: boolean,
  cursor: { key: string; id: string } | null,
): SQL | undefined =>
  cursor
    ? isAscending
      ? sql`(${column}, ${conversations.id}) > (${cursor.key}::timestamptz, ${cursor.id}::text)`
      : sql`(${column}, ${conversations.id}) < (${cursor.key}::timestamptz, ${cursor.id}::text)`
    : undefined;

export async function viewerOf(ctx: RequestContext) {
  const viewer = await loadViewer(ctx.db, ctx.accountId, ctx.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  return viewer;
}

export const listItemColumns = {
  id: conversations.id,
  protocol: conversations.protocol,
  channel: conversations.channel,
  botId: conversations.botId,
  botName: bots.name,
  contactName: conversations.customerName,
  status: conversations.status,
  startedAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  attendantId: conversations.attendantId,
  attendants: conversations.attendants,
  departmentId: conversations.departmentId,
  satisfaction: conversations.satisfaction,
};

export const attendantNameOf = (row: {
  attendantId: string | null;
  attendants: Array<{ id: string; name: string }>;
}) =>
  row.attendantId
    ? (row.attendants.find((a) => a.id === row.attendantId)?.name ?? null)
    : (row.attendants.at(-1)?.name ?? null);

const weekMs = 7 * 24 * 60 * 60 * 1000;

export const isFinishedStatus = (status: string) => status === 'finished' || status === 'abandoned';

// GET /api/conversations: one page, keyset on (moment, id) in the sort's direction.
export async function listConversationHistory(
  ctx: RequestContext,
  clock: Clock,
  raw: Record<string, unknown>,
): Promise<ConversationListPage> {
  const query = parseConversationQuery(raw);
  const viewer = await viewerOf(ctx);
  const now = clock.now();
  const { where, textPattern } = await conversationListWhere(ctx.db, viewer, query, now);
  const { column, isAscending } = sortOf(query.sort);
  const cursor = query.cursor
    ? decodeKeysetCursor(query.cursor, 'conversations.cursorInvalid', isMomentKey)
    : null;
  const after = afterCursor(column, isAscending, cursor);
  const direction = isAscending ? sql`asc` : sql`desc`;
  const pageOf = (condition: SQL | undefined) =>
    ctx.db
      .select({ ...listItemColumns, key: momentKey(column) })
      .from(conversations)
      .innerJoin(bots, eq(bots.id, conversations.botId))
      .where(condition)
      .orderBy(sql`${column} ${direction}`, sql`${conversations.id} ${direction}`)
      .limit(query.limit + 1);
  // A text search's first page, newest first, reads the newest week first: a rare word's matches
  // across 90 days are thousands of messages to read and sort (107 ms p95 on 10,000,000 messages),
  // a week's a few hundred (the messages' BRIN index bounds the trigram candidates). Every
  // conversation of the week is newer than any before it, so a full page from the week is the page;
  // a short one asks the whole period.
  const weekFirst = textPattern !== null && !cursor && query.sort === 'startedAt.desc';
  const week = weekFirst
    ? await pageOf(
        (await conversationListWhere(ctx.db, viewer, query, now, new Date(now.getTime() - weekMs))).where,
      )
    : [];
  const rows = week.length > query.limit ? week : await pageOf(and(where, after));
  const page = rows.slice(0, query.limit);
  const excerpts = textPattern
    ? await readExcerpts(
        ctx,
        page.map((row) => row.id),
        textPattern,
      )
    : new Map();
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      protocol: row.protocol,
      channel: row.channel,
      botId: row.botId,
      botName: row.botName,
      contactName: row.contactName,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
      finished: isFinishedStatus(row.status),
      attendantName: attendantNameOf(row),
      departmentId: row.departmentId,
      satisfaction: row.satisfaction,
      excerpt: excerpts.get(row.id) ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(last.key, last.id) : null,
  };
}

// The first matching message of each conversation of the page, cut around the match.
async function readExcerpts(ctx: RequestContext, ids: string[], pattern: string) {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const needle = pattern.slice(1, -1).replace(/\\(.)/g, '$1');
  const rows = await ctx.db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      text: messages.text,
    })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), sql`${messages.searchText} like ${pattern}`))
    .orderBy(messages.conversationId, messages.seq);
  for (const row of rows) found.set(row.conversationId, excerptAround(row.text, needle));
  return found;
}

// GET /api/conversations/count: the matches, counted up to the cap apart from the page.
export async function countConversationHistory(
  ctx: RequestContext,
  clock: Clock,
  raw: Record<string, unknown>,
) {
  const query = parseConversationQuery({ ...raw, cursor: undefined });
  const viewer = await viewerOf(ctx);
  const { where } = await conversationListWhere(ctx.db, viewer, query, clock.now());
  const limited = ctx.db
    .select({ one: sql`1` })
    .from(conversations)
    .where(where)
    .limit(conversationCountCap + 1)
    .as('limited');
  const [counted] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(limited);
  const total = Number(counted?.total ?? 0);
  return { total: Math.min(total, conversationCountCap), capped: total > conversationCountCap };
}
