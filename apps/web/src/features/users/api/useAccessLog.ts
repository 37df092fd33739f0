import type { AccessLogPage } from '@prosa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export const useAccessLog = (userId: string, page: number) =>
  useQuery({
    queryKey: [...usersQueryKey, 'accessLog', userId, page],
    queryFn: () =>
      api.get<AccessLogPage>(`/api/settings/users/${encodeURIComponent(userId)}/access-log?page=${page}`),
    placeholderData: keepPreviousData,
  });
