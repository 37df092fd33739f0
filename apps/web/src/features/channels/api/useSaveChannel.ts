import type { ChannelInput, ChannelProvider, ChannelType } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

export interface ChannelSave {
  // Null creates the channel; an id changes it.
  channelId: string | null;
  // WhatsApp when left out.
  type?: ChannelType;
  provider: ChannelProvider;
  name: string;
  botId: string;
  config: Record<string, string>;
}

// POST /api/channels or PUT /api/channels/:id (issue 14's fixed interface). The configuration's
// fields are checked by the server per provider; the form sends what was typed.
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ channelId, type = 'whatsapp', provider, name, botId, config }: ChannelSave) => {
      // The provider's fields are typed loosely here (one form for every provider).
      const body = { type, provider, name, botId, config } as ChannelInput;
      return channelId
        ? api.put('/api/channels/:id', { params: { id: channelId }, body })
        : api.post('/api/channels', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
