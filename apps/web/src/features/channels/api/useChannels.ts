import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { channelsQueryKey } from './channelsQueryKey.ts';

// The account's channels (GET /api/channels of issue 14's fixed interface).
export const useChannels = () =>
  useQuery({
    queryKey: channelsQueryKey,
    queryFn: async () => (await api.get('/api/channels')).channels,
  });
