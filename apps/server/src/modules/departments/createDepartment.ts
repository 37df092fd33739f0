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
  return { department };
}
