import type { BotInput, BotSummary } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { botsQueryKey } from './botsQueryKey.ts';

export function useEditBot(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BotInput) => api.put<BotSummary>(`/api/bots/${encodeURIComponent(botId)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botsQueryKey }),
  });
}
