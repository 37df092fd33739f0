import type { AccessControl } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { accessControlQueryKey } from './accessControlQueryKey.ts';

export const useAccessControl = () =>
  useQuery({
    queryKey: accessControlQueryKey,
    queryFn: () => api.get<AccessControl>('/api/settings/access/control'),
  });
