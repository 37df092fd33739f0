import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// POST /api/bots/:botId/integrations/:id/secret: a new secret, shown once; the old one stops working.
export const useRenewIntegrationSecret = (botId: string) =>
  useMutation({
    mutationFn: (id: string) =>
      api.post('/api/bots/:botId/integrations/:id/secret', { params: { botId, id } }),
  });
