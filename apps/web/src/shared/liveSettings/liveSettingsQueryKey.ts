export const liveSettingsQueryKey = ['settings', 'live'] as const;
