import type { KnowledgeQuestionFields } from '@prosa/contracts';
import { findDuplicateIntention } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { listDepartments } from '../departments/index.ts';

// The rules the contract cannot check alone: no intention twice (accent- and case-blind), and a
// live chat response names a department of the caller's account.
export async function checkQuestionRules(ctx: RequestContext, question: KnowledgeQuestionFields) {
  const duplicate = findDuplicateIntention(question.intentions);
  if (duplicate !== null) throw new CatalogueError('knowledge.intentionDuplicate', { word: duplicate });
  const wanted = question.responses.flatMap((response) =>
    response.type === 'liveChat' ? [response.departmentId] : [],
  );
  if (wanted.length === 0) return;
  const known = new Set((await listDepartments(ctx)).items.map((department) => department.id));
  if (wanted.some((id) => !known.has(id))) throw new CatalogueError('knowledge.departmentNotFound');
}
