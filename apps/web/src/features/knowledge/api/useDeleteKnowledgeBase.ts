import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { knowledgeBasesQueryKey } from './knowledgeQueryKeys.ts';

export function useDeleteKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/knowledge/bases/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: knowledgeBasesQueryKey }),
  });
}
