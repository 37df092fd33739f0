import type { KnowledgeImportResult } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export function useImportKnowledgeQuestions(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post<KnowledgeImportResult>(`/api/knowledge/bases/${encodeURIComponent(baseId)}/import`, { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
