import type { CreateUserInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { usersQueryKey } from './usersQueryKey.ts';

// Creates a member, or replaces the fields of the one whose id is given (no password keeps it).
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: CreateUserInput }) =>
      id
        ? api.put('/api/settings/users/:id', { params: { id }, body: fields })
        : api.post('/api/settings/users', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
