import type { NumberLookupResponse, NumberStatus, PhoneLookup } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import type { Db } from '../../db/database.ts';
import { contactNumberStatuses } from '../../db/schema/index.ts';
import { findNumberContact } from './numberContactRepository.ts';
import { numberOf } from './numberOf.ts';
import { listNumberStatusEvents } from './numberStatusEventRepository.ts';

// The settings page's channel: the spec's number status is WhatsApp's (campaigns §4).
export const numberStatusChannel = 'whatsapp';

export async function findWhatsappStatus(db: Db, accountId: string, contactId: string) {
  const [row] = await db
    .select()
    .from(contactNumberStatuses)
    .where(
      and(
        eq(contactNumberStatuses.accountId, accountId),
        eq(contactNumberStatuses.contactId, contactId),
        eq(contactNumberStatuses.channel, numberStatusChannel),
      ),
    );
  return row ?? null;
}

// A number's WhatsApp status as /settings/status shows it: a number the account never met, or whose
// contact has no status on WhatsApp yet, has had no conversation.
export async function lookUpNumber(ctx: RequestContext, lookup: PhoneLookup): Promise<NumberLookupResponse> {
  const number = numberOf(lookup);
  return readNumber(ctx, number);
}

export async function readNumber(ctx: RequestContext, number: string): Promise<NumberLookupResponse> {
  const contact = await findNumberContact(ctx.db, ctx.accountId, number);
  const status = contact ? await findWhatsappStatus(ctx.db, ctx.accountId, contact.id) : null;
  const history = await listNumberStatusEvents(ctx.db, ctx.accountId, number);
  return {
    number,
    contact,
    status: (status?.status as NumberStatus | undefined) ?? 'no_conversation',
    blockReason: status?.status === 'blocked' ? status.blockReason : null,
    updatedAt: status?.updatedAt.toISOString() ?? null,
    history: history.map((event) => ({
      id: event.id,
      channel: event.channel,
      action: event.action as 'reset' | 'block' | 'unblock',
      authorName: event.authorName,
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
