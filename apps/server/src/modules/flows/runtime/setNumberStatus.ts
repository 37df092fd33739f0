import type { NumberStatus } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { contactNumberStatuses } from '../../../db/schema/index.ts';

// The contact's number status on a channel (spec core.md §4); `blocked` carries its reason. A block
// outlives the conversation's lifecycle: any other status leaves it in place, unless the write is
// the explicit unblock (`isUnblock`). One statement.
export async function setNumberStatus(
  db: Db,
  input: {
    accountId: string;
    contactId: string;
    channel: string;
    status: NumberStatus;
    reason?: string;
    isUnblock?: boolean;
  },
) {
  const values = { status: input.status, blockReason: input.reason ?? null, updatedAt: new Date() };
  const overridesBlock = input.status === 'blocked' || input.isUnblock === true;
  await db
    .insert(contactNumberStatuses)
    .values({ contactId: input.contactId, channel: input.channel, accountId: input.accountId, ...values })
    .onConflictDoUpdate({
      target: [contactNumberStatuses.contactId, contactNumberStatuses.channel],
      set: values,
      ...(overridesBlock ? {} : { setWhere: sql`${contactNumberStatuses.status} <> 'blocked'` }),
    });
}
