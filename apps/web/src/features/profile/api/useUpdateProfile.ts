import type { User, updateProfileRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/apiRequest.ts';
import { useStoreUser } from './useStoreUser.ts';

export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (input: z.input<typeof updateProfileRequest>) => api.put<User>('/api/user/profile', input),
    onSuccess: storeUser,
  });
}
