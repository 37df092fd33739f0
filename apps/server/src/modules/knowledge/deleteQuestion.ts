import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { deleteQuestionRow } from './questionRepository.ts';

export async function deleteQuestion(ctx: RequestContext, id: string) {
  const isDeleted = await failAs('knowledge.questionDeleteFailed', () =>
    deleteQuestionRow(ctx.db, ctx.accountId, id),
  );
  if (!isDeleted) throw new CatalogueError('knowledge.questionNotFound');
}
