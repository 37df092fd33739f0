import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

const templatesKey = (channelId: string | null) => ['live', 'hsm', 'templates', channelId];

// A channel's templates as last synced, and the sync that asks the provider again.
export const useHsmTemplates = (channelId: string | null) =>
  useQuery({
    queryKey: templatesKey(channelId),
    queryFn: () => api.get('/api/live/hsm/templates', { query: { channelId: channelId ?? '' } }),
    enabled: channelId !== null,
  });

export function useSyncHsmTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => api.post('/api/live/hsm/templates/sync', { body: { channelId } }),
    onSuccess: (answer, channelId) => queryClient.setQueryData(templatesKey(channelId), answer),
  });
}
