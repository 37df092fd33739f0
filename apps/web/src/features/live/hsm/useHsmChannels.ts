import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useHsmChannels = () =>
  useQuery({ queryKey: ['live', 'hsm', 'channels'], queryFn: () => api.get('/api/live/hsm/channels') });
