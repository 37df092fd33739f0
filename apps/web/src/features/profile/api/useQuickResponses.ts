import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

// The user's own quick responses plus the shared ones of the account.
export const useQuickResponses = () =>
  useQuery({
    queryKey: quickResponsesQueryKey,
    queryFn: async () => (await api.get('/api/quick-responses')).quickResponses,
  });
