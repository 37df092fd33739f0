import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { accountTagsQueryKey } from '../../../shared/tags/useAccountTags.ts';

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/settings/tags/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountTagsQueryKey }),
  });
}
