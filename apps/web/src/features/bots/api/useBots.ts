import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { botsQueryKey } from './botsQueryKey.ts';

export const useBots = () => useQuery({ queryKey: botsQueryKey, queryFn: () => api.get('/api/bots') });
