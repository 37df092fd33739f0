import type { KnowledgeQuestionFields } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkQuestionRules } from './checkQuestionRules.ts';
import { updateQuestionRow } from './questionRepository.ts';

export async function updateQuestion(ctx: RequestContext, id: string, fields: KnowledgeQuestionFields) {
  await checkQuestionRules(ctx, fields);
  const question = await updateQuestionRow(ctx.db, ctx.accountId, id, fields);
  if (!question) throw new CatalogueError('knowledge.questionNotFound');
  return { question };
}
