import type { ConversationDetail } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

export const useConversation = (id: string) =>
  useQuery({
    queryKey: liveQueryKeys.conversation(id),
    queryFn: () => api.get<ConversationDetail>(`/api/live/conversations/${encodeURIComponent(id)}`),
  });
