import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { quickResponsesQueryKey } from './quickResponsesQueryKey.ts';

export function useShareQuickResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      api.post('/api/quick-responses/:id/share', {
        params: { id },
        body: {
          shared,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickResponsesQueryKey }),
  });
}
