import type { FlowSaveError } from '@prosa/flow-engine';
import type { TFunction } from 'i18next';
import type { SaveProblem } from './SaveProblem.ts';

// The browser's own save check in the words the server would use (the same catalogue codes). A
// shape error also names where in the document it was found, which the catalogue text cannot.
export function describeSaveErrors(t: TFunction, errors: readonly FlowSaveError[]): SaveProblem[] {
  return errors.map((error) => {
    const text = t(`errors:${error.code}`, error.params);
    return { line: error.line, text: error.path ? `${text} (${error.path})` : text };
  });
}
