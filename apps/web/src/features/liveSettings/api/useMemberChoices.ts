import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's members a department may link.
export const useMemberChoices = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get('/api/team/members')).members,
  });
