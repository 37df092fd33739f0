import type { BotInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { botsQueryKey } from './botsQueryKey.ts';

export function useCreateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BotInput) => api.post('/api/bots', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botsQueryKey }),
  });
}
