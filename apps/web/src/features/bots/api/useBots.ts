import type { BotSummary } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { botsQueryKey } from './botsQueryKey.ts';

export const useBots = () =>
  useQuery({ queryKey: botsQueryKey, queryFn: () => api.get<BotSummary[]>('/api/bots') });
