import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's members, to link to a journey.
export const useTeamMembers = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get('/api/team/members')).members,
  });
