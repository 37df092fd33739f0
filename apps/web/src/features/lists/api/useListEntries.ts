import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// A list's entries, 50 at a time ("load more" reads the next page after the last position).
export const useListEntries = (listId: string) =>
  useInfiniteQuery({
    queryKey: ['lists', 'entries', listId],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api.get('/api/settings/lists/:id/entries', {
        params: { id: listId },
        query: pageParam === null ? {} : { after: pageParam },
      }),
    getNextPageParam: (page) => page.next,
  });
