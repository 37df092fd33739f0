import type { FlowDocument } from '@prosa/contracts';
import { checkFlowDocument } from '@prosa/flow-engine';
import type { TFunction } from 'i18next';
import type { PreparedDraft } from '../hooks/useSaveDraft.ts';
import { describeSaveErrors } from './describeSaveErrors.ts';

// The lite editor's check before saving: the server's own, so the same errors show at once.
export function checkDraft(t: TFunction, document: FlowDocument): PreparedDraft {
  const check = checkFlowDocument(document);
  return check.isValid ? check.document : describeSaveErrors(t, check.errors);
}
