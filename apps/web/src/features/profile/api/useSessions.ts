import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useSessions = () =>
  useQuery({
    queryKey: ['sessions'],
    queryFn: async () => (await api.get('/api/auth/sessions')).sessions,
  });
