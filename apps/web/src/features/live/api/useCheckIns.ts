import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// The attendant's departments that ask for a check-in, and whether they are checked in to each.
export const useCheckIns = () =>
  useQuery({
    queryKey: liveQueryKeys.checkIns,
    queryFn: async () => (await api.get('/api/live/departments/check-ins')).items,
  });
