import { liveBoxes } from '@prosa/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

export type LiveBox = (typeof liveBoxes)[number];
export interface ListFilters {
  attendantId?: string;
  departmentId?: string;
  sort?: number;
}

// The four boxes at once, so each tab shows its count.
export function useConversations(filters: ListFilters) {
  return useQueries({
    queries: liveBoxes.map((box) => {
      const query = { ...filters, box };
      return {
        queryKey: liveQueryKeys.conversations(query),
        queryFn: async () => (await api.get('/api/live/conversations', { query })).items,
      };
    }),
  });
}
