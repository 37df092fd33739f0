import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api/api.ts';
import { apiRequest } from '../../../shared/api/apiRequest.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

// DELETE /api/channels/:id: the chatbot's WhatsApp set to "disabled".
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) =>
      apiRequest('DELETE', apiPath('/api/channels/:id', { params: { id: channelId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
