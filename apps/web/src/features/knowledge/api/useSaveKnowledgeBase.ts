import type { KnowledgeBaseInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

// Creates a base, or replaces the title and description of the one whose id is given.
export function useSaveKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: KnowledgeBaseInput }) =>
      id
        ? api.put('/api/knowledge/bases/:id', { params: { id }, body: fields })
        : api.post('/api/knowledge/bases', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeBasesQueryKey }),
  });
}
