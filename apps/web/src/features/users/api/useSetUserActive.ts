import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.post(isActive ? '/api/settings/users/:id/reactivate' : '/api/settings/users/:id/deactivate', {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
