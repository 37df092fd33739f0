import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

// DELETE /api/channels/:id: the chatbot's WhatsApp set to "disabled".
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (channelId: string) => api.delete('/api/channels/:id', { params: { id: channelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
