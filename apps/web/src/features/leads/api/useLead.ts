import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { leadQueryKey } from './leadsQueryKeys.ts';

export const useLead = (id: string) =>
  useQuery({
    queryKey: leadQueryKey(id),
    queryFn: () => api.get('/api/leads/:id', { params: { id } }),
  });
