import { CatalogueError } from '../../app/CatalogueError.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';

// Runs a member write, turning a lost race for an e-mail into the same answer as the pre-check.
export async function saveMember<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('users.emailTaken');
    throw error;
  }
}
