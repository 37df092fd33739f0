import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

// The account's tag catalogue (the same endpoint and cache as the tags screen).
export const useLiveTags = () =>
  useQuery({
    queryKey: ['settings', 'tags'],
    queryFn: async () => (await api.get('/api/settings/tags')).tags,
  });
