import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { flowQueryKeys } from './flowQueryKeys.ts';

export const useFlow = (botId: string) =>
  useQuery({
    queryKey: flowQueryKeys.flow(botId),
    queryFn: () => api.get('/api/bots/:botId/flow', { params: { botId } }),
  });
