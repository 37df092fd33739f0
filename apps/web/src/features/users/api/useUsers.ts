import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

// One page of members; the previous page stays on screen while the next one loads.
export const useUsers = (search: string, page: number) =>
  useQuery({
    queryKey: [...usersQueryKey, 'list', search, page],
    queryFn: () => api.get('/api/settings/users', { query: { search, page } }),
    placeholderData: keepPreviousData,
  });
