import type { Session } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useSessions = () =>
  useQuery({
    queryKey: ['sessions'],
    queryFn: async () => (await api.get<{ sessions: Session[] }>('/api/auth/sessions')).sessions,
  });
