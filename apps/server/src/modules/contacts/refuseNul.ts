import { CatalogueError } from '../../app/CatalogueError.ts';

// PostgreSQL text cannot hold NUL; a client sending one gets a 400 instead of a database error.
export function refuseNul(input: unknown) {
  if (JSON.stringify(input).includes('\\u0000')) throw new CatalogueError('generic.invalidInput');
}
