import type { FlowVersionResponse } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { flowPath, flowQueryKeys } from './flowQueryKeys.ts';

// A published version is immutable, so it is fetched once.
export const useFlowVersion = (botId: string, version: number | null) =>
  useQuery({
    queryKey: flowQueryKeys.version(botId, version ?? 0),
    queryFn: () => api.get<FlowVersionResponse>(`${flowPath(botId)}/versions/${version}`),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
