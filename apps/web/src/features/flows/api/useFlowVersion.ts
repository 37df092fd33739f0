import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { flowQueryKeys } from './flowQueryKeys.ts';

// A published version is immutable, so it is fetched once.
export const useFlowVersion = (botId: string, version: number | null) =>
  useQuery({
    queryKey: flowQueryKeys.version(botId, version ?? 0),
    queryFn: () =>
      api.get('/api/bots/:botId/flow/versions/:version', { params: { botId, version: version ?? 0 } }),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
