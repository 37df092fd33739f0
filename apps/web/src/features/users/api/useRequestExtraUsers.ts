import type { ExtraUserRequest, ExtraUsersInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { usersQueryKey } from './usersQueryKey.ts';

export function useRequestExtraUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ExtraUsersInput) =>
      api.post<{ request: ExtraUserRequest }>('/api/settings/users/extra-requests', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
