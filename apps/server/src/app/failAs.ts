import type { ErrorCode } from '@prosa/contracts';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts';
import { CatalogueError } from './CatalogueError.ts';

// An unexpected failure of an operation answers that operation's catalogue error (spec §8) instead of
// the generic one; catalogue errors (not found, forbidden, validation) pass through unchanged. A
// database that did not answer is no failure of the operation: that 503 wins over its 500.
export async function failAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogueError) throw error;
    const answer = isDatabaseUnavailable(error) ? 'generic.databaseUnavailable' : code;
    // The cause stays attached so the error log still shows what really failed.
    throw Object.assign(new CatalogueError(answer), { cause: error });
  }
}
