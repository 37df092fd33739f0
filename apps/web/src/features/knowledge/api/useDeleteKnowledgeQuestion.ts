import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export function useDeleteKnowledgeQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/knowledge/questions/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
