import type { FlowSaveErrorDetail } from '@prosa/contracts';
import { ApiError } from '../../../shared/api/ApiError.ts';
import type { SaveProblem } from './SaveProblem.ts';

// The server's refusal of a save (flows.saveInvalid) as problems per line; its texts already come
// in the user's language. Any other failure is not about lines: null.
export function readServerSaveErrors(error: unknown): SaveProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'flows.saveInvalid' || !Array.isArray(error.details))
    return null;
  return (error.details as FlowSaveErrorDetail[]).map((detail) => ({
    line: typeof detail.line === 'number' ? detail.line : null,
    text: detail.message,
  }));
}
