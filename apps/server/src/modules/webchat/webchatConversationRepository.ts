import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conversations } from '../../db/schema/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;

// The current conversation of each of several visitors of one account (the /realTime list).
export async function findCurrentConversations(
  db: Db,
  accountId: string,
  visitors: Array<{ botId: string; visitorId: string }>,
) {
  if (visitors.length === 0) return [];
  return db
    .selectDistinctOn([conversations.botId, conversations.visitorId])
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        inArray(
          conversations.visitorId,
          visitors.map((visitor) => visitor.visitorId),
        ),
        isNull(conversations.archivedAt),
        ne(conversations.status, 'abandoned'),
      ),
    )
    .orderBy(conversations.botId, conversations.visitorId, desc(conversations.createdAt));
}

export async function findConversation(db: Db, conversationId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  return row ?? null;
}

// The survey answers each question once, in order: a finished conversation takes a satisfaction
// score, then, once it has one, an NPS score.
export async function storeSurveyAnswer(
  db: Db,
  accountId: string,
  id: string,
  question: 'satisfaction' | 'nps',
  score: number,
) {
  const changed = await db
    .update(conversations)
    .set({ [question]: score })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.accountId, accountId),
        eq(conversations.status, 'finished'),
        isNull(conversations[question]),
        question === 'nps' ? isNotNull(conversations.satisfaction) : undefined,
      ),
    )
    .returning({ id: conversations.id });
  return changed.length > 0;
}

// A department's queue, in order; their positions move when one of them leaves.
export function findQueuedConversations(db: Db, accountId: string, departmentId: string) {
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, accountId),
        eq(conversations.departmentId, departmentId),
        inArray(conversations.status, ['queueAutomatic', 'queueManual']),
      ),
    )
    .orderBy(asc(conversations.queuedAt), asc(conversations.id))
    .limit(500);
}
