import type { BotInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { botsQueryKey } from './botsQueryKey.ts';

export function useCreateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (input: BotInput) => api.post('/api/bots', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botsQueryKey }),
  });
}
