import type { FlowPublishedResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { flowPath, flowQueryKeys } from './flowQueryKeys.ts';

// Freezes the saved draft into the next version, the one the chatbot runs.
export function usePublishFlow(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FlowPublishedResponse>(`${flowPath(botId)}/publish`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
