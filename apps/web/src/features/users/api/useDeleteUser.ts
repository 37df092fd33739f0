import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/settings/users/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
