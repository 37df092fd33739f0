import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { accessControlQueryKey } from './accessControlQueryKey.ts';

export const useAccessControl = () =>
  useQuery({
    queryKey: accessControlQueryKey,
    queryFn: () => api.get('/api/settings/access/control'),
  });
