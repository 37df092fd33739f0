import type { QuickResponseInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

// Creates a quick response, or replaces the title and message of the one whose id is given.
export function useSaveQuickResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: QuickResponseInput }) =>
      id
        ? api.put('/api/quick-responses/:id', { params: { id }, body: fields })
        : api.post('/api/quick-responses', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickResponsesQueryKey }),
  });
}
