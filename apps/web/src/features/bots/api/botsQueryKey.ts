export const botsQueryKey = ['bots'] as const;
