import type { ErrorCode } from '@prosa/contracts';
import { CatalogueError } from './CatalogueError.ts';

// An unexpected failure of an operation answers that operation's catalogue error (spec §8) instead of
// the generic one; catalogue errors (not found, forbidden, validation) pass through unchanged.
export async function failAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogueError) throw error;
    // The cause stays attached so the error log still shows what really failed.
    throw Object.assign(new CatalogueError(code), { cause: error });
  }
}
