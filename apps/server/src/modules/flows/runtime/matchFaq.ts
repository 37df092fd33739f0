import type { MessageContent } from '@prosa/contracts';
import { matchQuestions } from '@prosa/domain';
import type { EffectResult } from '@prosa/flow-engine';
import type { Db } from '../../../db/database.ts';
import { recordKnowledgeAnswer } from '../../analytics/index.ts';
import { findQuestions } from '../../knowledge/index.ts';

// A FAQ line's question against its knowledge base (then the secondary one), with the knowledge
// module's matcher. Only an answered match counts; its text and media responses become balloons.
// Each answer, or its lack, is recorded for the knowledge analytics.
export async function matchFaq(
  db: Db,
  accountId: string,
  question: string,
  baseIds: readonly string[],
): Promise<Extract<EffectResult, { kind: 'faq' }>> {
  for (const baseId of baseIds) {
    const questions = await findQuestions(db, accountId, baseId);
    const match = matchQuestions(question, questions);
    const answered = match.state === 'answered' ? match.questions[0] : undefined;
    const found = answered && questions.find((candidate) => candidate.id === answered.questionId);
    if (!found) continue;
    const answers = found.responses.flatMap((response): MessageContent[] => {
      if (response.type === 'text') return [{ kind: 'text', text: response.text }];
      if (response.type === 'image' || response.type === 'video')
        return [{ kind: response.type, url: response.url, caption: response.caption }];
      if (response.type === 'document') return [{ kind: 'document', url: response.url }];
      if (response.type === 'random') {
        const text = response.texts[Math.floor(Math.random() * response.texts.length)];
        return text ? [{ kind: 'text', text }] : [];
      }
      return [];
    });
    if (answers.length > 0) {
      await recordKnowledgeAnswer(db, { accountId, questionId: found.id });
      return { kind: 'faq', isAnswered: true, answers };
    }
  }
  await recordKnowledgeAnswer(db, { accountId, questionId: null });
  return { kind: 'faq', isAnswered: false };
}
