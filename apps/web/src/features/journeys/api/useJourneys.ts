import type { Journey } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

export const useJourneys = () =>
  useQuery({
    queryKey: journeysQueryKey,
    queryFn: async () => (await api.get<{ journeys: Journey[] }>('/api/settings/journeys')).journeys,
  });
