import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/settings/users/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
