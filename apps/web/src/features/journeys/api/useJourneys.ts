import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

export const useJourneys = () =>
  useQuery({
    queryKey: journeysQueryKey,
    queryFn: async () => (await api.get('/api/settings/journeys')).journeys,
  });
