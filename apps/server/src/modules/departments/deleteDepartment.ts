import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { deleteUnusedDepartment, departmentExists, hasLinkedUsers } from './departmentRepository.ts';

// A department with linked users or persistence bots cannot be deleted (spec §9), decided in the
// delete's own statement; the refusal then names which.
export async function deleteDepartment(ctx: RequestContext, id: string) {
  if (await deleteUnusedDepartment(ctx.db, ctx.accountId, id)) return;
  if (!(await departmentExists(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('team.departmentNotFound');
  if (await hasLinkedUsers(ctx.db, ctx.accountId, id)) throw new CatalogueError('team.departmentHasUsers');
  throw new CatalogueError('team.departmentHasPersistenceBots');
}
