import type { ConversationSummary, StartConversationInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// Starts a conversation with a visitor browsing now; the room is the attendant's at once.
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput) =>
      api.post<ConversationSummary>('/api/live/conversations', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
