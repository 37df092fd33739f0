import type { OptOutChannel, PhoneLookup } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { optOutsQueryKey } from './numbersQueryKeys.ts';

interface Change {
  condition: 'optOut' | 'optIn';
  lookup: PhoneLookup;
  channel: OptOutChannel;
  botId: string | null;
  reason: string;
}

// Opts the number out by hand, or resets it to opt-in.
export function useChangeOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ condition, lookup, channel, botId, reason }: Change) =>
      condition === 'optOut'
        ? api.post('/api/settings/optout', { body: { ...lookup, channel, botId, reason } })
        : api.post('/api/settings/optout/reset', { body: { ...lookup, channel, reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optOutsQueryKey }),
  });
}
