import type { QuickResponse, QuickResponseInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

// Creates a quick response, or replaces the title and message of the one whose id is given.
export function useSaveQuickResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: QuickResponseInput }) =>
      id
        ? api.put<{ quickResponse: QuickResponse }>(`/api/quick-responses/${encodeURIComponent(id)}`, fields)
        : api.post<{ quickResponse: QuickResponse }>('/api/quick-responses', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickResponsesQueryKey }),
  });
}
