import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The attendant's own and the account's shared quick responses, fetched the first time the
// composer opens the list (`isWanted`), then kept for the session.
export const useComposerQuickResponses = (isWanted: boolean) =>
  useQuery({
    queryKey: ['quick-responses'],
    queryFn: async () => (await api.get('/api/quick-responses')).quickResponses,
    enabled: isWanted,
    staleTime: 60_000,
  });
