import type { ErrorCode } from '@prosa/contracts';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts';
import { CatalogueError } from './CatalogueError.ts';

// The catalogue code a socket ack (or a refused handshake) answers for an error: its own for a
// catalogue error, 503 when the database did not answer (the client retries), else the generic one.
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof CatalogueError) return error.code;
  return isDatabaseUnavailable(error) ? 'generic.databaseUnavailable' : 'generic.unexpected';
}
