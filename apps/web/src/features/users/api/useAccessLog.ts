import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export const useAccessLog = (userId: string, page: number) =>
  useQuery({
    queryKey: [...usersQueryKey, 'accessLog', userId, page],
    queryFn: () => api.get('/api/settings/users/:id/access-log', { params: { id: userId }, query: { page } }),
    placeholderData: keepPreviousData,
  });
