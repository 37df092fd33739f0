import type { Tag, TagInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { tagsQueryKey } from './tagsQueryKey.ts';

// Creates a tag, or replaces the fields of the one whose id is given.
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: TagInput }) =>
      id
        ? api.put<{ tag: Tag }>(`/api/settings/tags/${encodeURIComponent(id)}`, fields)
        : api.post<{ tag: Tag }>('/api/settings/tags', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
