import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { contactTimelineQueryKey } from './contactsQueryKeys.ts';

// The contact's timeline, newest first, a page at a time (each after the previous page's `next`).
export const useContactTimeline = (contactId: string) =>
  useInfiniteQuery({
    queryKey: contactTimelineQueryKey(contactId),
    queryFn: ({ pageParam }) =>
      api.get('/api/contacts/:id/timeline', {
        params: { id: contactId },
        query: { before: pageParam || undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
