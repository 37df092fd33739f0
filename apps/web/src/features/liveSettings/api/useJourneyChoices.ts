import type { Journey } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// The journeys a department may follow. Only those who may manage journeys can list them; for anyone
// else the query fails and the form keeps the department's journey as it is.
export const useJourneyChoices = () =>
  useQuery({
    queryKey: ['settings', 'journeys'],
    queryFn: async () => (await api.get<{ journeys: Journey[] }>('/api/settings/journeys')).journeys,
    retry: false,
  });
