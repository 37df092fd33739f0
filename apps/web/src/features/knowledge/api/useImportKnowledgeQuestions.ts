import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export function useImportKnowledgeQuestions(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post('/api/knowledge/bases/:id/import', { params: { id: baseId }, body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
