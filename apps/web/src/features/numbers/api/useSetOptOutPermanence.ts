import type { OptOutPermanence } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { optOutsQueryKey } from './numbersQueryKeys.ts';

export function useSetOptOutPermanence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permanence: OptOutPermanence) =>
      api.put('/api/settings/optout/permanence', { body: { permanence } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optOutsQueryKey }),
  });
}
