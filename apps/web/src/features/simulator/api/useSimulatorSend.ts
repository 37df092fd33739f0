import type { SimulatorSendInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { simulatorThreadKey } from './useSimulatorThread.ts';

// The customer writes (text) or taps a reply button or list row (reply).
export function useSimulatorSend(channelId: string, customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SimulatorSendInput, 'customer'>) =>
      api.post('/api/simulator/channels/:id/messages', {
        params: { id: channelId },
        body: { customer, ...input },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simulatorThreadKey(channelId, customer) }),
  });
}
