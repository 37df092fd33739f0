import type { NumberStatus } from '@prosa/contracts';
import type { Db } from '../../../db/database.ts';
import { contactNumberStatuses } from '../../../db/schema/index.ts';

// The contact's number status on a channel (spec core.md §4); `blocked` carries its reason.
export async function setNumberStatus(
  db: Db,
  input: { accountId: string; contactId: string; channel: string; status: NumberStatus; reason?: string },
) {
  const values = { status: input.status, blockReason: input.reason ?? null, updatedAt: new Date() };
  await db
    .insert(contactNumberStatuses)
    .values({ contactId: input.contactId, channel: input.channel, accountId: input.accountId, ...values })
    .onConflictDoUpdate({
      target: [contactNumberStatuses.contactId, contactNumberStatuses.channel],
      set: values,
    });
}
