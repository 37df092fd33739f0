import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppServices } from '../app/services.ts';
import { conversations, departments } from '../db/schema/index.ts';
import { distributeQueue } from '../modules/live/queue/distributeQueue.ts';

// A department with business hours (a journey) holds its automatic queue while closed; nothing
// else wakes it when it opens, so every minute its waiting rooms are offered again. The
// distribution itself checks the hours, so a still-closed department assigns nothing.
export async function distributeReopenedQueues(services: Pick<AppServices, 'database' | 'events' | 'clock'>) {
  const { db } = services.database;
  const waiting = await db
    .selectDistinct({ accountId: departments.accountId, departmentId: departments.id })
    .from(conversations)
    .innerJoin(
      departments,
      and(eq(departments.id, conversations.departmentId), eq(departments.accountId, conversations.accountId)),
    )
    .where(and(eq(conversations.status, 'queueAutomatic'), isNotNull(departments.journeyId)));
  for (const { accountId, departmentId } of waiting) await distributeQueue(services, accountId, departmentId);
}
