import { type ErrorCode, errorCatalogue } from '@prosa/contracts';

// An error a user may see: the code names the catalogue text (pt-BR, en-US, es) and the HTTP status.
export class CatalogueError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.status = errorCatalogue[code];
  }
}
