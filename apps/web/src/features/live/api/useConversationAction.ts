import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// One action on one conversation (take, transfer, finish, pin, mute, tags): the path after
// /api/live/conversations/:id and its body. The lists and the room follow the answer.
export interface ConversationAction {
  conversationId: string;
  method?: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

export function useConversationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, method = 'POST', path, body }: ConversationAction) => {
      const url = `/api/live/conversations/${encodeURIComponent(conversationId)}/${path}`;
      return method === 'DELETE' ? api.delete(url) : api.post(url, body ?? {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
