import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { integrationsQueryKey } from './useIntegrations.ts';

export function useDeleteIntegration(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/bots/:botId/integrations/:id', { params: { botId, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(botId) }),
  });
}
