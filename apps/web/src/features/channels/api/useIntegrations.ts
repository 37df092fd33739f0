import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const integrationsQueryKey = (botId: string) => ['integrations', botId] as const;

// GET /api/bots/:botId/integrations: the chatbot's integrations, never their secrets.
export const useIntegrations = (botId: string) =>
  useQuery({
    queryKey: integrationsQueryKey(botId),
    queryFn: () => api.get('/api/bots/:botId/integrations', { params: { botId } }),
  });
