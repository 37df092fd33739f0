import type { LeadDetail } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findAccountLead } from './accountLeadRepository.ts';
import { toLeadListItem } from './readLeadPage.ts';

// GET /api/leads/:id: the lead, its chatbot and conversation, what the bot collected there, and the
// CRM contact it is linked to (null once that contact was deleted).
export async function readLead(ctx: RequestContext, id: string): Promise<LeadDetail> {
  const row = await findAccountLead(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('leads.notFound');
  const { collected, ...conversation } = row.conversation;
  const detail = toLeadListItem(row);
  return {
    ...detail,
    conversation: { ...conversation, createdAt: conversation.createdAt.toISOString() },
    collected,
    contact:
      row.contactId && row.contactName !== null
        ? { id: row.contactId, name: row.contactName, type: detail.contactType ?? 'person' }
        : null,
  };
}
