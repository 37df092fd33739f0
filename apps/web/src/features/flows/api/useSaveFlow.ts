import type { FlowDocument, FlowDraftSavedResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { flowPath, flowQueryKeys } from './flowQueryKeys.ts';

// Saves the draft; a refusal comes as flows.saveInvalid with one detail per broken line.
export function useSaveFlow(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: FlowDocument) => api.put<FlowDraftSavedResponse>(flowPath(botId), document),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
