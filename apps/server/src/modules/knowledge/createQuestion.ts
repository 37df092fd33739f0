import type { KnowledgeQuestionFields } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { checkQuestionRules } from './checkQuestionRules.ts';
import { findBaseOrFail } from './findBaseOrFail.ts';
import { insertQuestions } from './questionRepository.ts';

export async function createQuestion(ctx: RequestContext, baseId: string, fields: KnowledgeQuestionFields) {
  const base = await findBaseOrFail(ctx, baseId);
  await checkQuestionRules(ctx, fields);
  const [question] = await insertQuestions(ctx.db, ctx.accountId, base.id, [{ id: newId(), ...fields }]);
  if (!question) throw new Error('question insert returned nothing');
  return { question };
}
