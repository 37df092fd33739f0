import type { IntegrationInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { integrationsQueryKey } from './useIntegrations.ts';

// POST (id null: a new integration, answered with its secret) or PUT /api/bots/:botId/integrations/:id.
export function useSaveIntegration(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: async ({ id, body }: { id: string | null; body: IntegrationInput }) =>
      id
        ? {
            ...(await api.put('/api/bots/:botId/integrations/:id', { params: { botId, id }, body })),
            secret: null,
          }
        : api.post('/api/bots/:botId/integrations', { params: { botId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(botId) }),
  });
}
