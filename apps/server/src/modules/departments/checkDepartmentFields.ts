import { type DepartmentFields, findDepartmentRuleBreak } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import {
  areMembersOfAccount,
  isBotPersistence,
  isJourneyOfAccount,
  isNameTaken,
} from './departmentRepository.ts';

// Everything a department must satisfy before it is written; checked before any write, so a refused
// change changes nothing. A new department is in no chatbot's persistence yet, so the check-in rule
// only bites on an edit (the chatbot's side is checked in the bots module).
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
  if (fields.checkIn && exceptId && (await isBotPersistence(ctx.db, ctx.accountId, exceptId)))
    throw new CatalogueError('team.departmentCheckInInPersistence');
}
