import { and, asc, eq, inArray } from 'drizzle-orm';
import { conversations, departments } from '../../../db/schema/index.ts';
import type { LiveServices } from '../rooms/LiveServices.ts';
import { queuedStatuses } from '../rooms/liveStatusLists.ts';
import { notifyCustomer } from '../rooms/notifyCustomer.ts';
import { queuePositionText } from './queuePositionText.ts';

// Customers waiting in a department that broadcasts positions hear their place whenever it changes.
// The message id names the position, so a place already told is never told again (a queue that
// did not move, or a retried call, says nothing).
export async function broadcastQueuePositions(
  services: LiveServices,
  accountId: string,
  departmentId: string,
) {
  const { db } = services.database;
  const [department] = await db
    .select({ broadcast: departments.queuePositionBroadcast })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.accountId, accountId)));
  if (!department?.broadcast) return;
  const queued = await db
    .select({ id: conversations.id, language: conversations.language })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.departmentId, departmentId),
        inArray(conversations.status, queuedStatuses),
      ),
    )
    .orderBy(asc(conversations.queuedAt), asc(conversations.id));
  for (const [index, row] of queued.entries())
    await notifyCustomer(services, {
      accountId,
      conversationId: row.id,
      language: row.language,
      key: 'queueDistribution',
      clientMessageId: `sys:queuePosition:${row.id}:${index + 1}`,
      extra: queuePositionText(index + 1),
    });
}
