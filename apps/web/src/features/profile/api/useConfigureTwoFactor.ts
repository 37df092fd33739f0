import type { twoFactorSetupRequest, User } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/apiRequest.ts';
import { useStoreUser } from './useStoreUser.ts';

export function useConfigureTwoFactor() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (input: z.input<typeof twoFactorSetupRequest>) =>
      api.put<User>('/api/user/two-factor', input),
    onSuccess: storeUser,
  });
}
