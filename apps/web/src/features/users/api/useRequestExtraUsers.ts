import type { ExtraUsersInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useRequestExtraUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ExtraUsersInput) => api.post('/api/settings/users/extra-requests', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
