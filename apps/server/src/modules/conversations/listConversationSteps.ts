import type { ConversationStep } from '@prosa/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversationSteps } from '../../db/schema/index.ts';

// A conversation's transshipment history, in the order the trigger recorded it (migration 0026).
export async function listConversationSteps(db: Db, conversationId: string): Promise<ConversationStep[]> {
  const rows = await db
    .select()
    .from(conversationSteps)
    .where(eq(conversationSteps.conversationId, conversationId))
    .orderBy(asc(conversationSteps.id));
  return rows.map((row) => ({
    kind: row.kind,
    isTransfer: row.isTransfer,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    attendantId: row.attendantId,
    attendantName: row.attendantName,
    status: row.status,
    transshipment: row.transshipment,
    at: row.createdAt.toISOString(),
  }));
}
