import type { NumberStatus, NumberStatusResponse } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { contactExists, findNumberStatuses } from './numberStatusRepository.ts';

// A contact's number status per channel; a channel never recorded has had no conversation.
export async function readNumberStatus(
  ctx: RequestContext,
  contactId: string,
): Promise<NumberStatusResponse> {
  if (!(await contactExists(ctx.db, ctx.accountId, contactId)))
    throw new CatalogueError('flows.contactNotFound');
  const rows = await findNumberStatuses(ctx.db, ctx.accountId, contactId);
  return {
    contactId,
    statuses: rows.map((row) => ({
      channel: row.channel,
      status: row.status as NumberStatus,
      blockReason: row.blockReason,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
