import type { ErrorCode } from '@prosa/contracts';

// The API's `{ error: { code, message } }` as a thrown value; `code` is the i18n key in `errors`.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
