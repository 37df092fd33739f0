import type { changePasswordRequest } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

// The server ends the user's other sessions on a password change: the device list changes too.
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (input: z.input<typeof changePasswordRequest>) =>
      api.post('/api/user/password', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}
