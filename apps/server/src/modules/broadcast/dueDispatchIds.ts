import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';

// Dispatches with work left: processing, or scheduled and due.
export async function dueDispatchIds(db: Db, now: Date) {
  const rows = await db
    .select({ id: broadcastDispatches.id })
    .from(broadcastDispatches)
    .where(
      or(
        eq(broadcastDispatches.status, 'processing'),
        and(eq(broadcastDispatches.status, 'scheduled'), lte(broadcastDispatches.scheduleAt, now)),
      ),
    )
    .orderBy(broadcastDispatches.createdAt, broadcastDispatches.id);
  return rows.map((row) => row.id);
}
