import { isErrorCode } from '@prosa/contracts';
import type { z } from 'zod';
import { CatalogueError } from '../../app/CatalogueError.ts';

// Socket payloads are parsed like request bodies: a refusal names the catalogue code the schema
// gave, or the generic invalid input.
export function parseOrRefuse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const coded = parsed.error.issues.find((issue) => isErrorCode(issue.message));
  throw new CatalogueError(coded && isErrorCode(coded.message) ? coded.message : 'generic.invalidInput');
}
