import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { leadListQueryKey } from './leadsQueryKeys.ts';

export interface LeadListParams {
  q: string;
  botId: string | null;
}

const listQuery = (params: LeadListParams, after: string | null) => ({
  q: params.q,
  botId: params.botId || undefined,
  after: after || undefined,
});

// Keyset pages: each next page starts after the previous page's `next`.
export const useLeadList = (params: LeadListParams) =>
  useInfiniteQuery({
    queryKey: leadListQueryKey(params),
    queryFn: ({ pageParam }) => api.get('/api/leads', { query: listQuery(params, pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
