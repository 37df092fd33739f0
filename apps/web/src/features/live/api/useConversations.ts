import type { ConversationList, ConversationListQuery } from '@prosa/contracts';
import { liveBoxes } from '@prosa/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

export type LiveBox = (typeof liveBoxes)[number];
export interface ListFilters {
  attendantId?: string;
  departmentId?: string;
  sort?: number;
}

const toSearch = (query: ConversationListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

// The four boxes at once, so each tab shows its count.
export function useConversations(filters: ListFilters) {
  return useQueries({
    queries: liveBoxes.map((box) => {
      const query = { ...filters, box };
      return {
        queryKey: liveQueryKeys.conversations(query),
        queryFn: async () =>
          (await api.get<ConversationList>(`/api/live/conversations?${toSearch(query)}`)).items,
      };
    }),
  });
}
