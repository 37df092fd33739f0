export const accessControlQueryKey = ['settings', 'accessControl'] as const;
