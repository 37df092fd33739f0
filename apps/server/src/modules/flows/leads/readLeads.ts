import type { LeadsResponse } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { findBotOrFail } from '../findBotOrFail.ts';
import { listLeads } from './leadRepository.ts';

// The panel reads the latest ones; the CRM screens (/people) will page through all of them.
const latest = 100;

export async function readLeads(ctx: RequestContext, botId: string): Promise<LeadsResponse> {
  await findBotOrFail(ctx, botId);
  const rows = await listLeads(ctx.db, ctx.accountId, botId, latest);
  return {
    items: rows.map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      contactId: row.contactId,
      line: row.line,
      name: row.name,
      email: row.email,
      phone: row.phone,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
