import type { KnowledgeQuestionInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

// Creates a question in the base, or replaces the one whose id is given. The bases' question
// counts change too, so every knowledge query is refreshed.
export function useSaveKnowledgeQuestion(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: KnowledgeQuestionInput }) =>
      id
        ? api.put('/api/knowledge/questions/:id', { params: { id }, body: fields })
        : api.post('/api/knowledge/bases/:id/questions', { params: { id: baseId }, body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
