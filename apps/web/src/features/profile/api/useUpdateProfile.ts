import type { updateProfileRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { useStoreUser } from './useStoreUser.ts';

export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (input: z.input<typeof updateProfileRequest>) =>
      api.put('/api/user/profile', { body: input }),
    onSuccess: storeUser,
  });
}
