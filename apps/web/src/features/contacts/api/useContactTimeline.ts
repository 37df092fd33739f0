import type { ContactTimeline } from '@prosa/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { contactTimelineQueryKey } from './contactsQueryKeys.ts';

// The contact's timeline, newest first, a page at a time (each after the previous page's `next`).
export const useContactTimeline = (contactId: string) =>
  useInfiniteQuery({
    queryKey: contactTimelineQueryKey(contactId),
    queryFn: ({ pageParam }) =>
      api.get<ContactTimeline>(
        `/api/contacts/${encodeURIComponent(contactId)}/timeline${
          pageParam ? `?${new URLSearchParams({ before: pageParam })}` : ''
        }`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
