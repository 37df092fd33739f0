import type { WhatsappProvider } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api/api.ts';
import { apiRequest } from '../../../shared/api/apiRequest.ts';
import type { ChannelSummary } from '../model/channelSummary.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

export interface ChannelSave {
  // Null creates the channel; an id changes it.
  channelId: string | null;
  provider: WhatsappProvider;
  name: string;
  botId: string;
  config: Record<string, string>;
}

// POST /api/channels or PUT /api/channels/:id (issue 14's fixed interface).
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, ...input }: ChannelSave) =>
      apiRequest<{ channel: ChannelSummary }>(
        channelId ? 'PUT' : 'POST',
        channelId ? apiPath('/api/channels/:id', { params: { id: channelId } }) : '/api/channels',
        { type: 'whatsapp', ...input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
