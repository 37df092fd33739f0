import type { TeamMember } from '@prosa/contracts';
import type { AttendantPresence } from './presenceReducer.ts';

export interface AttendantRow {
  userId: string;
  name?: string;
  status: number;
  reason?: string;
}

// The rows of the shell's attendants drawer and of /live's transfer drawer: the members the server
// says the caller may see (their stored status, or what was heard since), or, until that list
// arrives, whoever announced a status.
export function mergeAttendants(
  members: TeamMember[] | undefined,
  heard: Record<string, AttendantPresence>,
  currentUserId: string,
): AttendantRow[] {
  if (!members) return Object.values(heard);
  return members
    .filter((member) => member.id !== currentUserId)
    .map((member) => {
      const presence = heard[member.id];
      return {
        userId: member.id,
        name: member.name,
        status: presence?.status ?? member.liveStatus,
        reason: presence?.reason,
      };
    });
}
