import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiRequest.ts';
import type { ChannelSummary } from '../model/channelSummary.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

// The account's channels (GET /api/channels of issue 14's fixed interface).
export const useChannels = () =>
  useQuery({
    queryKey: channelsQueryKey,
    queryFn: async () => (await apiRequest<{ channels: ChannelSummary[] }>('GET', '/api/channels')).channels,
  });
