import { type ConversationSort, conversationSearchQuery, isErrorCode } from '@prosa/contracts';
import {
  monetaryRange,
  parseConversationSearch,
  parseSearchMoney,
  periodCodes,
  periodRange,
  readFinishedFilter,
} from '@prosa/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { foldedLiteralSql, foldForSearch } from '../../db/foldForSearch.ts';
import {
  accounts,
  broadcastRecipients,
  conversations,
  conversationTags,
  messages,
} from '../../db/schema/index.ts';
import { conversationReachSql, type LiveViewer } from '../live/index.ts';

export type ParsedConversationQuery = z.output<typeof conversationSearchQuery>;

// The query string as it arrives; anything malformed is the caller's 400 with the catalogue's text.
export function parseConversationQuery(raw: Record<string, unknown>): ParsedConversationQuery {
  const strings = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  for (const value of Object.values(strings))
    if (typeof value !== 'string') throw new CatalogueError('conversations.filterInvalid');
  const parsed = conversationSearchQuery.safeParse(strings);
  if (!parsed.success) {
    const coded = parsed.error.issues.find((issue) => isErrorCode(issue.message));
    throw new CatalogueError(
      coded && isErrorCode(coded.message) ? coded.message : 'conversations.filterInvalid',
    );
  }
  return parsed.data;
}

const likePattern = (text: string) => `%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The customer's messages and the bot's replies matching the folded text (messages.search_text,
// trigram-indexed), of this account.
const messageMatches = (pattern: string, messagesSince: Date | null) =>
  sql`select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.searchText} like ${pattern}${
    messagesSince ? sql` and ${messages.createdAt} >= ${messagesSince.toISOString()}::timestamptz` : sql``
  }`;

// How much older than its conversation a message may be: both are stamped by the servers' clocks
// (appendMessage, releaseBalloons, the conversation's creation), so only a skew between servers.
const messageSkewMs = 24 * 60 * 60 * 1000;

export interface ConversationFilter {
  where: SQL | undefined;
  // The folded text a text search looks for (for the excerpt), when it is one.
  textPattern: string | null;
}

// Every filter of the list as one condition: the account, the view rule (the live chat's own
// conversationReachSql), the search text (§5), the period (§9, account zone) and the filters (§4).
// An id or a timestamp search looks past the period: it names one conversation, whenever it was.
// `since` narrows it to conversations started from then on, and a text search to their messages
// (what a first page newest first reads first, listConversationHistory).
export async function conversationListWhere(
  db: import('../../db/database.ts').Db,
  viewer: LiveViewer,
  query: ParsedConversationQuery,
  now: Date,
  since: Date | null = null,
): Promise<ConversationFilter> {
  const parsed = parseConversationSearch(query.q);
  if ('problem' in parsed)
    throw new CatalogueError(
      parsed.problem === 'tooShort'
        ? 'conversations.searchTooShort'
        : parsed.problem === 'tooLong'
          ? 'conversations.searchTooLong'
          : 'conversations.identifierMissing',
    );
  const search = parsed.search;
  const conditions: Array<SQL | undefined> = [eq(conversations.accountId, viewer.accountId)];
  let textPattern: string | null = null;
  if (search.kind === 'id') conditions.push(eq(conversations.id, search.id));
  else if (search.kind === 'timestamp')
    conditions.push(lte(conversations.createdAt, search.at), gte(conversations.lastMessageAt, search.at));
  else {
    conditions.push(await periodCondition(db, viewer.accountId, query, now));
    if (since) conditions.push(gte(conversations.createdAt, since));
    if (search.kind === 'text') {
      textPattern = likePattern(search.text);
      const messagesSince = since ? new Date(since.getTime() - messageSkewMs) : null;
      conditions.push(sql`exists (${messageMatches(textPattern, messagesSince)})`);
    } else if (search.kind === 'identifier') {
      // ":identifier text": the bot collected an answer under that identifier (the turn's
      // identifier or its response field) and, with text, the answer holds it.
      const answer = sql`${conversations.collected}->>${search.identifier}`;
      const needle = foldForSearch(search.text);
      // The folded JSON text holds the answer JSON-escaped: the trigram index finds the candidates.
      const inJson = `%${JSON.stringify(needle)
        .slice(1, -1)
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        search.text
          ? and(
              sql`${foldedLiteralSql(sql`(${conversations.collected})::text`)} like ${inJson}`,
              sql`${foldedLiteralSql(answer)} like ${likePattern(search.text)}`,
            )
          : sql`${conversations.collected} ? ${search.identifier}`,
      );
    }
  }
  if (query.channel) conditions.push(eq(conversations.channel, query.channel));
  if (query.botId) conditions.push(eq(conversations.botId, query.botId));
  if (query.live && query.live !== 5) conditions.push(liveCondition(query.live));
  const finished = readFinishedFilter(query.finished);
  if (finished === null) throw new CatalogueError('conversations.filterInvalid');
  if (finished === 'finished') conditions.push(inArray(conversations.status, ['finished', 'abandoned']));
  if (finished === 'incomplete')
    conditions.push(sql`${conversations.status} not in ('finished', 'abandoned')`);
  if (query.tags?.length)
    conditions.push(
      sql`exists (select 1 from ${conversationTags} where ${conversationTags.conversationId} = ${conversations.id} and ${inArray(conversationTags.tagId, query.tags)})`,
    );
  if (query.attendants?.length)
    conditions.push(
      or(
        inArray(conversations.attendantId, query.attendants),
        ...query.attendants.map(
          (id) => sql`${conversations.attendants} @> ${JSON.stringify([{ id }])}::jsonb`,
        ),
      ),
    );
  if (query.departments?.length) conditions.push(inArray(conversations.departmentId, query.departments));
  if (query.satisfaction?.length) conditions.push(inArray(conversations.satisfaction, query.satisfaction));
  if (query.origin) conditions.push(eq(conversations.origin, query.origin));
  // A campaign: the conversations its recipients' replies started (the recipient keeps the id).
  if (query.campaign)
    conditions.push(
      inArray(
        conversations.id,
        db
          .select({ id: broadcastRecipients.conversationId })
          .from(broadcastRecipients)
          .where(
            and(
              eq(broadcastRecipients.accountId, viewer.accountId),
              eq(broadcastRecipients.dispatchId, query.campaign),
              isNotNull(broadcastRecipients.conversationId),
            ),
          ),
      ),
    );
  conditions.push(moneyCondition(query));
  conditions.push(conversationReachSql(viewer));
  return { where: and(...conditions), textPattern };
}

async function periodCondition(
  db: import('../../db/database.ts').Db,
  accountId: string,
  query: ParsedConversationQuery,
  now: Date,
) {
  const [account] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const timeZone = account?.timeZone ?? 'America/Sao_Paulo';
  const isCustom = query.from !== undefined || query.to !== undefined;
  const range = isCustom
    ? periodRange({ from: query.from ?? '', to: query.to ?? '' }, now, timeZone)
    : periodRange({ period: query.period ? Number(query.period) : periodCodes.defaultDays }, now, timeZone);
  if (!range) throw new CatalogueError('conversations.periodInvalid');
  return and(gte(conversations.createdAt, range.from), lt(conversations.createdAt, range.to));
}

// The live filter codes (spec core.md §4), read off the conversation's live moments.
function liveCondition(code: number): SQL | undefined {
  if (code === 1)
    return and(
      isNotNull(conversations.queuedAt),
      isNull(conversations.assignedAt),
      isNull(conversations.respondedAt),
    );
  if (code === 2) return and(isNotNull(conversations.assignedAt), isNull(conversations.respondedAt));
  if (code === 3) return and(isNotNull(conversations.assignedAt), isNotNull(conversations.respondedAt));
  if (code === 4) return and(isNull(conversations.queuedAt), isNull(conversations.assignedAt));
  return undefined;
}

function moneyCondition(query: ParsedConversationQuery): SQL | undefined {
  const read = (text: string | undefined) => {
    if (text === undefined) return null;
    const cents = parseSearchMoney(text, query.currency);
    if (cents === null) throw new CatalogueError('conversations.valueInvalid');
    return cents;
  };
  const range = monetaryRange(read(query.minValue), read(query.maxValue));
  if (range === 'invalid') throw new CatalogueError('conversations.valueInvalid');
  if (!range) return undefined;
  return and(
    gte(conversations.valueCents, range.min),
    range.max === null ? undefined : lte(conversations.valueCents, range.max),
  );
}

// The sort key of each option: the moment, then the id, in one direction.
export function sortOf(sort: ConversationSort) {
  const [field, direction] = sort.split('.') as ['startedAt' | 'lastMessageAt', 'asc' | 'desc'];
  return {
    column: field === 'startedAt' ? conversations.createdAt : conversations.lastMessageAt,
    isAscending: direction === 'asc',
  };
}
