import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { timeZoneQueryKey } from './journeysQueryKey.ts';

export const useAccountTimeZone = () =>
  useQuery({
    queryKey: timeZoneQueryKey,
    queryFn: async () => (await api.get('/api/settings/account/time-zone')).timeZone,
  });
