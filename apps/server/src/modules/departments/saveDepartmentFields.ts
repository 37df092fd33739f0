import { CatalogueError } from '../../app/CatalogueError.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';

// Runs a department write, turning a lost race for a name into the same answer as the pre-check.
export async function saveDepartmentFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('team.departmentNameTaken');
    throw error;
  }
}
