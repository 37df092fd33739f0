import type { Member } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.post<{ user: Member }>(
        `/api/settings/users/${encodeURIComponent(id)}/${isActive ? 'reactivate' : 'deactivate'}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
