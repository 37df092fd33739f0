import type { DepartmentFields } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkDepartmentFields } from './checkDepartmentFields.ts';
import { departmentExists, updateDepartmentRow } from './departmentRepository.ts';
import { saveDepartmentFields } from './saveDepartmentFields.ts';

export async function updateDepartment(ctx: RequestContext, id: string, fields: DepartmentFields) {
  // An unknown (or another account's) id answers 404 before any rule about its fields.
  if (!(await departmentExists(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('team.departmentNotFound');
  await checkDepartmentFields(ctx, fields, id);
  const updated = await saveDepartmentFields(() => updateDepartmentRow(ctx.db, ctx.accountId, id, fields));
  if (!updated) throw new CatalogueError('team.departmentNotFound');
  const { department, formerUserIds } = updated;
  // Those unlinked stop hearing of its rooms, those linked start.
  const userIds = [...new Set([...formerUserIds, ...department.userIds])];
  ctx.events.emit('member.accessChanged', { accountId: ctx.accountId, userIds });
  return { department };
}
