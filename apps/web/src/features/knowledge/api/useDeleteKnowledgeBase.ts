import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

export function useDeleteKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/knowledge/bases/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeBasesQueryKey }),
  });
}
