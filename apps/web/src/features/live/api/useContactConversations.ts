import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// The open room's contact's other conversations, newest first, each openable or not by the server's
// view rule (GET /api/live/conversations/:id/contact-conversations).
export const useContactConversations = (conversationId: string) =>
  useQuery({
    queryKey: liveQueryKeys.contactConversations(conversationId),
    queryFn: async () =>
      (await api.get('/api/live/conversations/:id/contact-conversations', { params: { id: conversationId } }))
        .items,
  });
