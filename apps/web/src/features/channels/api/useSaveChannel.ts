import type { ChannelInput, WhatsappProvider } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

export interface ChannelSave {
  // Null creates the channel; an id changes it.
  channelId: string | null;
  provider: WhatsappProvider;
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
    mutationFn: ({ channelId, provider, name, botId, config }: ChannelSave) => {
      // The provider's fields are typed loosely here (one form for three providers).
      const body = { type: 'whatsapp', provider, name, botId, config } as ChannelInput;
      return channelId
        ? api.put('/api/channels/:id', { params: { id: channelId }, body })
        : api.post('/api/channels', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
