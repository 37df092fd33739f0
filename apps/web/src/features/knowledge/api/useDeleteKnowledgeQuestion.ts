import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

export function useDeleteKnowledgeQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/knowledge/questions/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
