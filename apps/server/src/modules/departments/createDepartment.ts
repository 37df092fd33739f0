import type { DepartmentFields } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { checkDepartmentFields } from './checkDepartmentFields.ts';
import { insertDepartment } from './departmentRepository.ts';
import { saveDepartmentFields } from './saveDepartmentFields.ts';

export async function createDepartment(ctx: RequestContext, fields: DepartmentFields) {
  await checkDepartmentFields(ctx, fields);
  const department = await saveDepartmentFields(() =>
    insertDepartment(ctx.db, ctx.accountId, newId(), fields),
  );
  // Its users start hearing of its rooms.
  ctx.events.emit('member.accessChanged', { accountId: ctx.accountId, userIds: department.userIds });
  return { department };
}
