import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// Visitors on the site now with no conversation open, whom an attendant may start one with.
// Read only while the dialog is open; visitors come and go, so it refreshes on its own.
export function useBrowsingVisitors(isEnabled: boolean) {
  return useQuery({
    queryKey: liveQueryKeys.browsingVisitors,
    queryFn: () => api.get('/api/live/visitors/browsing'),
    select: (answer) => answer.items,
    enabled: isEnabled,
    refetchInterval: 10_000,
  });
}
