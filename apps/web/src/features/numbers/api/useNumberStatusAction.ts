import type { PhoneLookup } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { numberStatusQueryKey } from './numbersQueryKeys.ts';

export type NumberAction = 'reset' | 'block' | 'unblock';

// Resets, blocks or unblocks the number; the answer is its new status and history.
export function useNumberStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, lookup, reason }: { action: NumberAction; lookup: PhoneLookup; reason: string }) =>
      api.post('/api/settings/number-status/:action', { params: { action }, body: { ...lookup, reason } }),
    onSuccess: (answer, { lookup }) => queryClient.setQueryData(numberStatusQueryKey(lookup), answer),
  });
}
