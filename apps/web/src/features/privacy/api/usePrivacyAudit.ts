import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's LGPD audit log, newest first, a page of 50 at a time.
export const usePrivacyAudit = () =>
  useInfiniteQuery({
    queryKey: ['privacy', 'audit'],
    queryFn: ({ pageParam }) => api.get('/api/privacy/audit', { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
