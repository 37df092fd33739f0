import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { meQueryKey } from '../../../shared/session/meQueryKey.ts';

// The answer is the complete session, so the guard needs no second request.
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api.post('/api/auth/account', { body: { accountId } }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
