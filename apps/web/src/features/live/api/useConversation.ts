import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

export const useConversation = (id: string) =>
  useQuery({
    queryKey: liveQueryKeys.conversation(id),
    queryFn: () => api.get('/api/live/conversations/:id', { params: { id } }),
  });
