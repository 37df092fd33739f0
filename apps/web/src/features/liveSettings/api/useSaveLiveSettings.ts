import type { LiveBehaviorInput, LiveMessages } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { liveSettingsQueryKey } from '../../../shared/liveSettings/liveSettingsQueryKey.ts';

type Change = { part: 'behavior'; fields: LiveBehaviorInput } | { part: 'messages'; fields: LiveMessages };

// Saves the behaviour or the messages; the answer is the whole settings as now in effect.
export function useSaveLiveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (change: Change) =>
      change.part === 'behavior'
        ? api.put('/api/settings/live/behavior', { body: change.fields })
        : api.put('/api/settings/live/messages', { body: change.fields }),
    onSuccess: ({ settings }) => queryClient.setQueryData(liveSettingsQueryKey, settings),
  });
}
