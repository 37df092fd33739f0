import type { ContactType, CrmFilter } from '@prosa/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactListQueryKey } from './contactsQueryKeys.ts';

export interface ContactListParams {
  type: ContactType;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  // Only complete filters (activeFilters): an incomplete row never reaches the server.
  filters: CrmFilter[];
}

// `filters` travels as JSON in one parameter, and only when there are some.
const listQuery = (params: ContactListParams, after: string | null) => ({
  type: params.type,
  q: params.q,
  sort: params.sort,
  order: params.order,
  filters: params.filters.length > 0 ? JSON.stringify(params.filters) : undefined,
  after: after || undefined,
});

// Keyset pages: each next page starts after the previous page's `next`.
export const useContactList = (params: ContactListParams) =>
  useInfiniteQuery({
    queryKey: contactListQueryKey(params),
    queryFn: ({ pageParam }) => api.get('/api/contacts', { query: listQuery(params, pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
