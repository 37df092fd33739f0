import type { ErrorCode } from '@prosa/contracts';
import { ApiError } from '../../shared/api/ApiError.ts';

// The catalogue code to show for any failure; anything that is not an API answer is unexpected.
export const errorCodeOf = (error: unknown): ErrorCode =>
  error instanceof ApiError ? error.code : 'generic.unexpected';
