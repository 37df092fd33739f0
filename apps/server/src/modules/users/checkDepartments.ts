import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findDepartmentIds } from './memberRepository.ts';

// A member may only be linked to departments of the caller's own account.
export async function checkDepartments(db: Db, accountId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await findDepartmentIds(db, accountId, unique);
  if (found.length !== unique.length) throw new CatalogueError('users.departmentNotFound');
  return unique;
}
