import type { JourneyInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

// Creates a journey, or replaces the one whose id is given.
export function useSaveJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, fields }: { id: string | null; fields: JourneyInput }) =>
      id
        ? api.put('/api/settings/journeys/:id', { params: { id }, body: fields })
        : api.post('/api/settings/journeys', { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeysQueryKey }),
  });
}
