import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// One action on one conversation (take, transfer, finish, pin, mute, tags): the path after
// /api/live/conversations/:id and its body. The lists and the room follow the answer, so the
// answer itself is not read (the path is chosen at run time, outside the typed client's map).
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
      return apiRequest(method, url, method === 'DELETE' ? undefined : (body ?? {}));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
