import type { LeadDetail } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { leadQueryKey } from './leadsQueryKeys.ts';

export const useLead = (id: string) =>
  useQuery({
    queryKey: leadQueryKey(id),
    queryFn: () => api.get<LeadDetail>(`/api/leads/${encodeURIComponent(id)}`),
  });
