import type { KnowledgeBase, KnowledgeBaseInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

// Creates a base, or replaces the title and description of the one whose id is given.
export function useSaveKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: KnowledgeBaseInput }) =>
      id
        ? api.put<{ base: KnowledgeBase }>(`/api/knowledge/bases/${encodeURIComponent(id)}`, fields)
        : api.post<{ base: KnowledgeBase }>('/api/knowledge/bases', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeBasesQueryKey }),
  });
}
