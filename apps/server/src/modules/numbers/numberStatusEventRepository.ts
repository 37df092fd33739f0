import { and, desc, eq } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { numberStatusEvents } from '../../db/schema/index.ts';

export type NumberStatusEventRow = typeof numberStatusEvents.$inferSelect;

export async function insertNumberStatusEvent(
  db: Db,
  event: Omit<NumberStatusEventRow, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(numberStatusEvents).values({ id: newId(), ...event });
}

export function listNumberStatusEvents(db: Db, accountId: string, number: string) {
  return db
    .select()
    .from(numberStatusEvents)
    .where(and(eq(numberStatusEvents.accountId, accountId), eq(numberStatusEvents.number, number)))
    .orderBy(desc(numberStatusEvents.createdAt), desc(numberStatusEvents.id))
    .limit(100);
}
