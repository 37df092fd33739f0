import type { RequestContext } from '../../app/authentication.ts';
import { findDepartments } from './departmentRepository.ts';

// The account's departments by name, with their linked users; every member may read them (the users
// screen and transfers offer them).
export async function listDepartments(ctx: RequestContext) {
  return { items: await findDepartments(ctx.db, ctx.accountId) };
}
