import type { MessageTemplate } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from '../api/liveQueryKeys.ts';

// A template into the room (1 credit), once its 24-hour window has closed; the message reaches the
// room's thread live like any other, the lists follow.
export function useSendRoomTemplate(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: MessageTemplate) =>
      api.post('/api/live/conversations/:id/template', {
        params: { id: conversationId },
        body: { template },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
