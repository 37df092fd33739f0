import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export function useImportKnowledgeQuestions(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The file itself is the body (up to 20 MB); the server detects its encoding and delimiter.
    mutationFn: (file: File) =>
      api.upload('/api/knowledge/bases/:id/import', file, file.name, { params: { id: baseId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
