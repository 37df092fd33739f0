import type { FlowDraftSavedResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { flowPath, flowQueryKeys } from './flowQueryKeys.ts';

// Copies a published version over the draft; publishing it again is a separate step.
export function useRestoreFlowVersion(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.post<FlowDraftSavedResponse>(`${flowPath(botId)}/versions/${version}/restore`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
