import type { FlowResponse } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { flowPath, flowQueryKeys } from './flowQueryKeys.ts';

export const useFlow = (botId: string) =>
  useQuery({ queryKey: flowQueryKeys.flow(botId), queryFn: () => api.get<FlowResponse>(flowPath(botId)) });
