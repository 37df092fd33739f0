import type { ErrorCode } from '@prosa/contracts';
import { CatalogueError } from './CatalogueError.ts';

// A 429 that says when to come back: the API answers it with Retry-After, the widget's socket
// with `retryAfterSeconds` in the ack, and the body's details carry it too.
export class RateLimitedError extends CatalogueError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, { count: retryAfterSeconds }, { retryAfterSeconds, count: retryAfterSeconds });
  }
}
