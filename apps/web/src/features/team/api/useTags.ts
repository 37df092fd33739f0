import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { tagsQueryKey } from './tagsQueryKey.ts';

export const useTags = () =>
  useQuery({
    queryKey: tagsQueryKey,
    queryFn: async () => (await api.get('/api/settings/tags')).tags,
  });
