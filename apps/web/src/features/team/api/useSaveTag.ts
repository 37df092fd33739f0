import type { TagInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { accountTagsQueryKey } from '../../../shared/tags/useAccountTags.ts';

// Creates a tag, or replaces the fields of the one whose id is given.
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: TagInput }) =>
      id
        ? api.put('/api/settings/tags/:id', { params: { id }, body: fields })
        : api.post('/api/settings/tags', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountTagsQueryKey }),
  });
}
