import type { twoFactorSetupRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api.ts';
import { useStoreUser } from './useStoreUser.ts';

export function useConfigureTwoFactor() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (input: z.input<typeof twoFactorSetupRequest>) =>
      api.put('/api/user/two-factor', { body: input }),
    onSuccess: storeUser,
  });
}
