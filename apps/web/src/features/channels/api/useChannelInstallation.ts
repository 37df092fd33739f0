import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useChannelInstallation = (channelId: string) =>
  useQuery({
    queryKey: ['channels', channelId, 'installation'],
    queryFn: () => api.get('/api/channels/:id/installation', { params: { id: channelId } }),
  });
