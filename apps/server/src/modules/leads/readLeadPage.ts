import { isErrorCode, type LeadListItem, type LeadListPage, leadListQuery } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../app/keysetCursor.ts';
import { listAccountLeads } from './accountLeadRepository.ts';

const pageSize = 50;
// The key is the last lead's creation time as the database wrote it (microseconds, UTC).
const isCreationTime = (key: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(key);
const leadAfter = (cursor: string) => {
  const { key, id } = decodeKeysetCursor(cursor, 'leads.cursorInvalid', isCreationTime);
  return { createdAt: key, id };
};

type Row = Awaited<ReturnType<typeof listAccountLeads>>[number];

export const toLeadListItem = (row: Row): LeadListItem => ({
  id: row.id,
  conversationId: row.conversationId,
  contactId: row.contactId,
  line: row.line,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
  bot: { id: row.botId, name: row.botName },
  contactName: row.contactName,
  contactType: row.contactKind === null ? null : row.contactKind === 'company' ? 'company' : 'person',
});

// GET /api/leads: the account's leads, newest first. A chatbot filter naming another account's
// bot simply finds nothing.
export async function readLeadPage(ctx: RequestContext, raw: unknown): Promise<LeadListPage> {
  const parsed = leadListQuery.safeParse(raw);
  if (!parsed.success) {
    const coded = parsed.error.issues.find((issue) => isErrorCode(issue.message));
    throw new CatalogueError(coded && isErrorCode(coded.message) ? coded.message : 'generic.invalidInput');
  }
  const { q, botId, after } = parsed.data;
  const rows = await listAccountLeads(ctx.db, {
    accountId: ctx.accountId,
    q,
    botId,
    after: after ? leadAfter(after) : undefined,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toLeadListItem),
    next: rows.length > pageSize && last ? encodeKeysetCursor(last.createdAtKey, last.id) : null,
  };
}
