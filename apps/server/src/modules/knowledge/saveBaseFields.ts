import { CatalogueError } from '../../app/CatalogueError.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';

// Runs a base write, turning a lost race for a title into the same answer as the pre-check.
export async function saveBaseFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('knowledge.baseTitleTaken');
    throw error;
  }
}
