import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { knowledgeAnswers } from '../../db/schema/index.ts';

// A FAQ line's answer (or its lack), for the knowledge analytics; the rollups follow by trigger.
export async function recordKnowledgeAnswer(
  db: Db,
  answer: { accountId: string; questionId: string | null },
): Promise<void> {
  await db.insert(knowledgeAnswers).values({
    id: newId(),
    accountId: answer.accountId,
    questionId: answer.questionId,
    isAnswered: answer.questionId !== null,
  });
}
