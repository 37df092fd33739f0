import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { liveQueryKeys } from './liveQueryKeys.ts';

// Checks in to (or out of) one department. A check-in may hand the attendant queued
// conversations at once, so every live list refreshes with the answer.
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, isCheckedIn }: { departmentId: string; isCheckedIn: boolean }) =>
      api.post('/api/live/departments/:id/check-in', {
        params: { id: departmentId },
        body: { value: isCheckedIn },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.all }),
  });
}
