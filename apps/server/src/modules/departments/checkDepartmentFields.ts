import { type DepartmentFields, findDepartmentRuleBreak } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { areMembersOfAccount, isJourneyOfAccount, isNameTaken } from './departmentRepository.ts';

// Everything a department must satisfy before it is written; checked before any write, so a refused
// change changes nothing. The check-in/bot-persistence rule waits for bots (docs/decisions.md).
export async function checkDepartmentFields(
  ctx: RequestContext,
  fields: DepartmentFields,
  exceptId?: string,
) {
  const ruleBreak = findDepartmentRuleBreak(fields);
  if (ruleBreak) throw new CatalogueError(ruleBreak);
  if (await isNameTaken(ctx.db, ctx.accountId, fields.name, exceptId))
    throw new CatalogueError('team.departmentNameTaken');
  if (fields.journeyId && !(await isJourneyOfAccount(ctx.db, ctx.accountId, fields.journeyId)))
    throw new CatalogueError('team.departmentJourneyNotFound');
  if (!(await areMembersOfAccount(ctx.db, ctx.accountId, fields.userIds)))
    throw new CatalogueError('team.departmentUserNotFound');
}
