import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { deleteUnstaffedDepartment, departmentExists } from './departmentRepository.ts';

// A department with linked users cannot be deleted (spec §9); the persistence-bot rule arrives with bots.
export async function deleteDepartment(ctx: RequestContext, id: string) {
  if (await deleteUnstaffedDepartment(ctx.db, ctx.accountId, id)) return;
  if (await departmentExists(ctx.db, ctx.accountId, id)) throw new CatalogueError('team.departmentHasUsers');
  throw new CatalogueError('team.departmentNotFound');
}
