import type { Tag } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { tagsQueryKey } from './tagsQueryKey.ts';

export const useTags = () =>
  useQuery({
    queryKey: tagsQueryKey,
    queryFn: async () => (await api.get<{ tags: Tag[] }>('/api/settings/tags')).tags,
  });
