import type { TFunction } from 'i18next';
import { describeSaveErrors } from './describeSaveErrors.ts';
import type { FlowJsonCheck } from './parseFlowJson.ts';
import type { SaveProblem } from './SaveProblem.ts';

// The code editor's refused check as problems: where the JSON breaks, or the save errors.
export function describeJsonCheck(
  t: TFunction,
  check: Extract<FlowJsonCheck, { isValid: false }>,
): SaveProblem[] {
  if (check.syntax) return [{ line: null, text: t('flows:code.syntax', check.syntax) }];
  return describeSaveErrors(t, check.errors);
}
