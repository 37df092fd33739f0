import type { TeamMember } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// The account's members, to link to a journey.
export const useTeamMembers = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get<{ members: TeamMember[] }>('/api/team/members')).members,
  });
