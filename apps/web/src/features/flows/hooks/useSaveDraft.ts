import type { FlowDocument } from '@prosa/contracts';
import { useState } from 'react';
import { useSaveFlow } from '../api/useSaveFlow.ts';
import { readServerSaveErrors } from '../model/readServerSaveErrors.ts';
import type { SaveProblem } from '../model/SaveProblem.ts';

// What an editor hands over to save: the checked document, or the problems its own check found.
export type PreparedDraft = FlowDocument | SaveProblem[];

// Saving a draft from either editor: the editor's check in the browser first, then the server's,
// whose refusal comes back as the same problems per line.
export function useSaveDraft(botId: string) {
  const mutation = useSaveFlow(botId);
  const [problems, setProblems] = useState<SaveProblem[] | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const save = async (prepare: () => Promise<PreparedDraft>) => {
    mutation.reset();
    setIsChecking(true);
    const prepared = await prepare().finally(() => setIsChecking(false));
    if (Array.isArray(prepared)) {
      setProblems(prepared);
      return false;
    }
    try {
      await mutation.mutateAsync(prepared);
      setProblems(null);
      return true;
    } catch (error) {
      setProblems(readServerSaveErrors(error));
      return false;
    }
  };

  return {
    save,
    problems,
    isSaving: isChecking || mutation.isPending,
    isSaved: mutation.isSuccess,
    // A failure that is not about the flow's lines (connection, permission).
    error: readServerSaveErrors(mutation.error) ? null : mutation.error,
  };
}
