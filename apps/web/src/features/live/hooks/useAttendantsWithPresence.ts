import { mergeAttendants } from '../../../shared/realtime/mergeAttendants.ts';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';
import { useLiveMembers } from '../api/useLiveMembers.ts';

// The other attendants the caller may see, with their presence: their stored status until the
// /live socket announces a change (the shell's presence store). The transfer drawer and the
// add-attendant picker list the same people.
export function useAttendantsWithPresence() {
  const { presence } = useRealtime();
  const members = useLiveMembers();
  return {
    attendants: mergeAttendants(members.data ?? [], presence.attendants, presence.currentUserId),
    error: members.error,
  };
}
