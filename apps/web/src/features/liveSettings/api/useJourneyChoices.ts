import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The journeys a department may follow. Only those who may manage journeys can list them; for anyone
// else the query fails and the form keeps the department's journey as it is.
export const useJourneyChoices = () =>
  useQuery({
    queryKey: ['settings', 'journeys'],
    queryFn: async () => (await api.get('/api/settings/journeys')).journeys,
    retry: false,
  });
