import type { QuickResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

export function useShareQuickResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      api.post<{ quickResponse: QuickResponse }>(`/api/quick-responses/${encodeURIComponent(id)}/share`, {
        shared,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickResponsesQueryKey }),
  });
}
