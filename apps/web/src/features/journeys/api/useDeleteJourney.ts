import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/settings/journeys/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: journeysQueryKey }),
  });
}
