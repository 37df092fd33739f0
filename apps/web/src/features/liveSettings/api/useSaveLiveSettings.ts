import type { LiveBehaviorInput, LiveMessages, LiveSettings } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveSettingsQueryKey } from '../../../shared/liveSettings/liveSettingsQueryKey.ts';

type Change = { part: 'behavior'; fields: LiveBehaviorInput } | { part: 'messages'; fields: LiveMessages };

// Saves the behaviour or the messages; the answer is the whole settings as now in effect.
export function useSaveLiveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ part, fields }: Change) =>
      api.put<{ settings: LiveSettings }>(`/api/settings/live/${part}`, fields),
    onSuccess: ({ settings }) => queryClient.setQueryData(liveSettingsQueryKey, settings),
  });
}
