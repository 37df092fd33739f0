export const channelsQueryKey = ['channels'] as const;
