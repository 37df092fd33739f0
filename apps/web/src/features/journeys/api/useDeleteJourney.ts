import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/settings/journeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: journeysQueryKey }),
  });
}
