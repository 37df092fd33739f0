import type { ContactListPage, ContactType, CrmFilter } from '@prosa/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { contactListQueryKey } from './contactsQueryKeys.ts';

export interface ContactListParams {
  type: ContactType;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  // Only complete filters (activeFilters): an incomplete row never reaches the server.
  filters: CrmFilter[];
}

const listPath = (params: ContactListParams, after: string | null) => {
  const search = new URLSearchParams({
    type: params.type,
    q: params.q,
    sort: params.sort,
    order: params.order,
  });
  if (params.filters.length > 0) search.set('filters', JSON.stringify(params.filters));
  if (after) search.set('after', after);
  return `/api/contacts?${search}`;
};

// Keyset pages: each next page starts after the previous page's `next`.
export const useContactList = (params: ContactListParams) =>
  useInfiniteQuery({
    queryKey: contactListQueryKey(params),
    queryFn: ({ pageParam }) => api.get<ContactListPage>(listPath(params, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
