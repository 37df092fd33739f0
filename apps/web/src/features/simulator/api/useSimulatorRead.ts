import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { simulatorThreadKey } from './useSimulatorThread.ts';

// The customer opens the thread: the sandbox reports the business's messages as read.
export function useSimulatorRead(channelId: string, customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/simulator/channels/:id/read', { params: { id: channelId }, body: { customer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simulatorThreadKey(channelId, customer) }),
  });
}
