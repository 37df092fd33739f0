import type { Me, Preferences } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { meQueryKey } from '../../../shared/session/meQueryKey.ts';

// Sent whenever a preference changes (spec §7); the stored answer replaces the cached one.
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      api.post('/api/user/update/preferences', { body: { preferences } }),
    onSuccess: ({ preferences }) =>
      queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, preferences } : me)),
  });
}
