import type { Journey, JourneyInput } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { journeysQueryKey } from './journeysQueryKey.ts';

// Creates a journey, or replaces the one whose id is given.
export function useSaveJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: JourneyInput }) =>
      id
        ? api.put<{ journey: Journey }>(`/api/settings/journeys/${encodeURIComponent(id)}`, fields)
        : api.post<{ journey: Journey }>('/api/settings/journeys', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeysQueryKey }),
  });
}
