import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import { messages } from '../../../db/schema/index.ts';

// Adds a delivery status (delivered, read) to the other side's messages up to a sequence, once each,
// and announces every message that changed.
export async function markMessagesStatus(
  services: Pick<AppServices, 'database' | 'events'>,
  input: {
    accountId: string;
    conversationId: string;
    upToSeq: number;
    readBy: 'customer' | 'staff';
    status: 'delivered' | 'read';
  },
) {
  const { db } = services.database;
  const fromOtherSide =
    input.readBy === 'customer' ? ne(messages.sender, 'customer') : eq(messages.sender, 'customer');
  const changed = await db
    .update(messages)
    .set({ statuses: sql`${messages.statuses} || ${JSON.stringify([input.status])}::jsonb` })
    .where(
      and(
        eq(messages.accountId, input.accountId),
        eq(messages.conversationId, input.conversationId),
        lte(messages.seq, input.upToSeq),
        fromOtherSide,
        sql`not (${messages.statuses} ? ${input.status})`,
      ),
    )
    .returning({ seq: messages.seq, statuses: messages.statuses });
  for (const row of changed)
    services.events.emit('message.status', {
      accountId: input.accountId,
      conversationId: input.conversationId,
      seq: row.seq,
      statuses: row.statuses,
    });
  return changed.length;
}
