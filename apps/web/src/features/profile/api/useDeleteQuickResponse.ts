import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

export function useDeleteQuickResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/quick-responses/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickResponsesQueryKey }),
  });
}
