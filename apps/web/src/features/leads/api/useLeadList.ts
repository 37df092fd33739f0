import type { LeadListPage } from '@prosa/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { leadListQueryKey } from './leadsQueryKeys.ts';

export interface LeadListParams {
  q: string;
  botId: string | null;
}

const listPath = (params: LeadListParams, after: string | null) => {
  const search = new URLSearchParams({ q: params.q });
  if (params.botId) search.set('botId', params.botId);
  if (after) search.set('after', after);
  return `/api/leads?${search}`;
};

// Keyset pages: each next page starts after the previous page's `next`.
export const useLeadList = (params: LeadListParams) =>
  useInfiniteQuery({
    queryKey: leadListQueryKey(params),
    queryFn: ({ pageParam }) => api.get<LeadListPage>(listPath(params, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
