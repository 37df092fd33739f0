export const journeysQueryKey = ['settings', 'journeys'] as const;
export const timeZoneQueryKey = ['settings', 'account', 'time-zone'] as const;
