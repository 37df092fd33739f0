import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The simulated customer's thread, polled: the sandbox moves ticks on its own (sent, delivered) and
// the bot and the attendants answer at any time.
export const simulatorThreadKey = (channelId: string, customer: string) => [
  'simulator',
  'thread',
  channelId,
  customer,
];

export const useSimulatorThread = (channelId: string, customer: string, isEnabled: boolean) =>
  useQuery({
    queryKey: simulatorThreadKey(channelId, customer),
    queryFn: async () =>
      (
        await api.get('/api/simulator/channels/:id/thread', {
          params: { id: channelId },
          query: { customer },
        })
      ).messages,
    enabled: isEnabled,
    refetchInterval: 1000,
  });
