import type { CreateUserInput, Member } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { usersQueryKey } from './usersQueryKey.ts';

// Creates a member, or replaces the fields of the one whose id is given (no password keeps it).
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: CreateUserInput }) =>
      id
        ? api.put<{ user: Member }>(`/api/settings/users/${encodeURIComponent(id)}`, fields)
        : api.post<{ user: Member }>('/api/settings/users', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
