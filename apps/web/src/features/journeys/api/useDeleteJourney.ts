import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (id: string) => api.delete('/api/settings/journeys/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: journeysQueryKey }),
  });
}
