import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useConnectionTest = (channelId: string) =>
  useMutation({ mutationFn: () => api.post('/api/channels/:id/test', { params: { id: channelId } }) });
