import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The attendants the caller may see, with their presence (the shell's attendants drawer cache).
export const useLiveMembers = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get('/api/team/members')).members,
  });
