import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { flowQueryKeys } from './flowQueryKeys.ts';

// Copies a published version over the draft; publishing it again is a separate step.
export function useRestoreFlowVersion(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.post('/api/bots/:botId/flow/versions/:version/restore', { params: { botId, version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.flow(botId) }),
  });
}
