import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { foldedSql, foldForSearch } from '../../db/foldForSearch.ts';
import { bots, contacts, conversations, leads } from '../../db/schema/index.ts';

// The creation time as the cursor carries it: microseconds, UTC, so no two rows collapse.
const createdAtKey = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

const leadColumns = {
  id: leads.id,
  conversationId: leads.conversationId,
  contactId: leads.contactId,
  line: leads.line,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  createdAt: leads.createdAt,
  createdAtKey,
  botId: bots.id,
  botName: bots.name,
  contactName: contacts.name,
  contactKind: contacts.kind,
};

function matching(search: string): SQL | undefined {
  const needle = foldForSearch(search);
  if (!needle) return undefined;
  const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = needle.replace(/\D/g, '');
  return sql`(${foldedSql(leads.name)} like ${likePattern(needle)}
    or lower(coalesce(${leads.email}, '')) like ${likePattern(needle)}
    or coalesce(${leads.phone}, '') like ${likePattern(needle)}
    ${digits.length >= 3 ? sql`or regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g') like ${likePattern(digits)}` : sql``})`;
}

export interface LeadPageQuery {
  accountId: string;
  q: string;
  botId?: string;
  after?: { createdAt: string; id: string };
  limit: number;
}

// One page of the account's leads, newest first, keyed on (creation time, id).
export function listAccountLeads(db: Db, query: LeadPageQuery) {
  const conditions = [eq(leads.accountId, query.accountId), matching(query.q)];
  if (query.botId) conditions.push(eq(leads.botId, query.botId));
  if (query.after)
    conditions.push(
      sql`(${leads.createdAt}, ${leads.id}) < (${query.after.createdAt}::timestamp at time zone 'UTC', ${query.after.id}::text)`,
    );
  return db
    .select(leadColumns)
    .from(leads)
    .innerJoin(bots, eq(bots.id, leads.botId))
    .leftJoin(contacts, and(eq(contacts.id, leads.contactId), eq(contacts.accountId, query.accountId)))
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit);
}

export async function findAccountLead(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({
      ...leadColumns,
      conversation: {
        id: conversations.id,
        protocol: conversations.protocol,
        channel: conversations.channel,
        status: conversations.status,
        createdAt: conversations.createdAt,
        collected: conversations.collected,
      },
    })
    .from(leads)
    .innerJoin(bots, eq(bots.id, leads.botId))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .leftJoin(contacts, and(eq(contacts.id, leads.contactId), eq(contacts.accountId, accountId)))
    .where(and(eq(leads.id, id), eq(leads.accountId, accountId)));
  return row ?? null;
}
