export const tagsQueryKey = ['settings', 'tags'] as const;
