import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { tagsQueryKey } from './tagsQueryKey.ts';

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/settings/tags/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
