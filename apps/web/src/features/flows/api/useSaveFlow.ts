import type { FlowDocument } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { flowQueryKeys } from './flowQueryKeys.ts';

// Saves the draft; a refusal comes as flows.saveInvalid with one detail per broken line.
export function useSaveFlow(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: FlowDocument) =>
      api.put('/api/bots/:botId/flow', { params: { botId }, body: document }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
