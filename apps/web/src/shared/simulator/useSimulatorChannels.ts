import { levels, type Me } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';

// The channels the simulator can play a customer of. It answers only in demo mode, where the provider
// sandbox runs, and to administrators: the menu offers the simulator when it does.
export const useSimulatorChannels = (me: Pick<Me, 'level'> | undefined) =>
  useQuery({
    queryKey: ['simulator', 'channels'],
    queryFn: async () => (await api.get('/api/simulator/channels')).channels,
    enabled: me !== undefined && me.level <= levels.administrator,
    retry: false,
    staleTime: 60_000,
  });
