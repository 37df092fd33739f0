export const usersQueryKey = ['settings', 'users'] as const;
