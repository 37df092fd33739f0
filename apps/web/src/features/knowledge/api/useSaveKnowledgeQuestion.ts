import type { KnowledgeQuestion, KnowledgeQuestionInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// Creates a question in the base, or replaces the one whose id is given. The bases' question
// counts change too, so every knowledge query is refreshed.
export function useSaveKnowledgeQuestion(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: KnowledgeQuestionInput }) =>
      id
        ? api.put<{ question: KnowledgeQuestion }>(
            `/api/knowledge/questions/${encodeURIComponent(id)}`,
            fields,
          )
        : api.post<{ question: KnowledgeQuestion }>(
            `/api/knowledge/bases/${encodeURIComponent(baseId)}/questions`,
            fields,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
