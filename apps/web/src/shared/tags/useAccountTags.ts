import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';

// The account's tag catalogue, readable by every member (the same endpoint and cache key as the
// tags screen, so a tag created there shows in every picker without a reload).
export const accountTagsQueryKey = ['settings', 'tags'] as const;

export const useAccountTags = () =>
  useQuery({
    queryKey: accountTagsQueryKey,
    queryFn: async () => (await api.get('/api/settings/tags')).tags,
  });
