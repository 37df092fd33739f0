import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { flowQueryKeys } from './flowQueryKeys.ts';

// Freezes the saved draft into the next version, the one the chatbot runs.
export function usePublishFlow(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/bots/:botId/flow/publish', { params: { botId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
